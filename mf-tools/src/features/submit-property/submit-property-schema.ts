import * as yup from 'yup';
import { EMPTY_PROJECT_TEXTS, projectTextYupFields, type ProjectTexts } from '@plotwise/ui/forms';
import { AREA_UNITS, FACINGS, PLOT_SUBMISSION_LIMITS as L, ROAD_WIDTH_UNITS, PROJECT_TYPES, SUBMIT_PROPERTY_TEXTS as TEXTS, type AreaUnit, type Facing, type RoadWidthUnit, isIndianPhone, EMAIL_PATTERN, PROJECT_AREA_MAX } from '@plotwise/contracts';

/** What the form holds: numbers stay text until submit, as inputs give them. */
export interface SubmitPropertyValues extends ProjectTexts {
  totalArea: string;
  areaUnit: AreaUnit;
  startingPrice: string;
  projectType: string;
  name: string;
  contactEmail: string;
  contactPhone: string;
  roadWidth: string;
  roadWidthUnit: RoadWidthUnit;
  facing: Facing | '';
  possessionTimeline: string;
  reraNumber: string;
  agree: boolean;
}

export const EMPTY_SUBMISSION: SubmitPropertyValues = {
  ...EMPTY_PROJECT_TEXTS,
  totalArea: '', areaUnit: 'sq.ft', startingPrice: '', projectType: '',
  name: '', contactEmail: '', contactPhone: '',
  roadWidth: '', roadWidthUnit: 'ft', facing: '', possessionTimeline: '', reraNumber: '',
  agree: false,
};

const number = (message: string) =>
  yup.number().transform((value, original) => (original === '' || original === null ? undefined : value)).typeError(message);

/** With the messages and limits of packages/contracts (the API checks the same). */
export const submitPropertySchema = yup.object({
  ...projectTextYupFields,
  totalArea: number(TEXTS.areaPositive).min(L.areaMin, TEXTS.areaPositive).max(PROJECT_AREA_MAX, TEXTS.totalAreaTooLarge).required(TEXTS.areaPositive),
  areaUnit: yup.string().oneOf(AREA_UNITS).required(),
  startingPrice: number(TEXTS.pricePositive).integer('Price must be a whole number of rupees')
    .min(L.priceMin, TEXTS.pricePositive).max(L.priceMax, TEXTS.priceMax).required(TEXTS.pricePositive),
  projectType: yup.string().oneOf(PROJECT_TYPES, TEXTS.projectTypeRequired).required(TEXTS.projectTypeRequired),
  name: yup.string().trim().min(L.nameMin, TEXTS.nameMin).max(100).required(TEXTS.nameMin),
  contactEmail: yup.string().trim().matches(EMAIL_PATTERN, { message: TEXTS.emailInvalid, excludeEmptyString: true }).max(254, TEXTS.emailInvalid).required(TEXTS.emailInvalid),
  contactPhone: yup.string().trim().required(TEXTS.phoneInvalid)
    .test('indian-phone', TEXTS.phoneInvalid, (value) => !value || isIndianPhone(value)),
  roadWidth: number('Road width must be a number').positive('Road width must be greater than 0').max(1000),
  roadWidthUnit: yup.string().oneOf(ROAD_WIDTH_UNITS).required(),
  facing: yup.string().oneOf([...FACINGS, '']),
  agree: yup.boolean().oneOf([true], TEXTS.agreeRequired).required(TEXTS.agreeRequired),
});
