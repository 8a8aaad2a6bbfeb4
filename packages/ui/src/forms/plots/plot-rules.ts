import * as yup from 'yup';
import { FACINGS, FACING_SHORT_LABELS, PLOT_LIMITS, PLOT_SIZE_UNITS, PLOT_STATUSES, PLOT_TEXTS as TEXTS, type Facing, type PlotInput } from '@plotwise/contracts';

/** A plot as its form holds it: numbers as typed, blank for none. */
export interface PlotFormValues {
  plotNumber: string;
  size: string;
  sizeUnit: string;
  facing: string;
  corner: boolean;
  roadWidthFt: string;
  price: string;
  status: string;
}

export const EMPTY_PLOT: PlotFormValues = { plotNumber: '', size: '', sizeUnit: 'sq.ft', facing: '', corner: false, roadWidthFt: '', price: '', status: 'available' };

const numberText = (value: string | undefined) => Number((value ?? '').replace(/,/g, ''));

/** The rules of packages/contracts `plotInputSchema`, in its words, for the form to check as the buyer types. */
export const plotFormSchema = yup.object({
  plotNumber: yup.string().trim().required(TEXTS.plotNumberRequired).max(PLOT_LIMITS.plotNumberMax, TEXTS.plotNumberTooLong),
  size: yup.string().trim().required(TEXTS.sizeInvalid)
    .test('size', TEXTS.sizeInvalid, (value) => numberText(value) > 0)
    .test('size-max', TEXTS.sizeTooLarge, (value) => numberText(value) <= PLOT_LIMITS.sizeMax),
  sizeUnit: yup.string().oneOf([...PLOT_SIZE_UNITS], TEXTS.sizeUnitInvalid).required(TEXTS.sizeUnitInvalid),
  facing: yup.string().oneOf(['', ...FACINGS], TEXTS.facingInvalid),
  corner: yup.boolean(),
  roadWidthFt: yup.string().trim().test('road', TEXTS.roadWidthInvalid, (value) => !value || (numberText(value) > 0 && numberText(value) <= PLOT_LIMITS.roadWidthFtMax)),
  price: yup.string().trim().test('price', TEXTS.priceInvalid, (value) => {
    if (!value) return true;
    const price = numberText(value);
    return Number.isInteger(price) && price > 0 && price <= PLOT_LIMITS.priceMax;
  }),
  status: yup.string().oneOf([...PLOT_STATUSES], TEXTS.statusInvalid).required(TEXTS.statusInvalid),
});

export function plotPayload(values: PlotFormValues): PlotInput {
  return {
    plotNumber: values.plotNumber.trim(),
    size: numberText(values.size),
    sizeUnit: values.sizeUnit as PlotInput['sizeUnit'],
    facing: (values.facing || null) as Facing | null,
    corner: values.corner,
    roadWidthFt: values.roadWidthFt.trim() ? numberText(values.roadWidthFt) : null,
    price: values.price.trim() ? numberText(values.price) : null,
    status: values.status as PlotInput['status'],
  };
}

export function plotValues(plot: PlotInput): PlotFormValues {
  return {
    plotNumber: plot.plotNumber,
    size: String(plot.size),
    sizeUnit: plot.sizeUnit,
    facing: plot.facing ?? '',
    corner: plot.corner,
    roadWidthFt: plot.roadWidthFt === null ? '' : String(plot.roadWidthFt),
    price: plot.price === null ? '' : String(plot.price),
    status: plot.status,
  };
}

export const FACING_OPTIONS = FACINGS.map((facing) => ({ value: facing, label: FACING_SHORT_LABELS[facing] }));
