import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { PLOT_LIMITS, PLOT_SIZE_UNITS, PLOT_STATUSES, PLOT_STATUS_LABELS, PLOT_TEXTS as TEXTS } from '@plotwise/contracts';
import { Button } from '../../primitives/button';
import { CheckboxField, SelectField, TextField } from '../fields';
import { FACING_OPTIONS, plotFormSchema, type PlotFormValues } from './plot-rules';

const Grid = styled(Form)`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  align-items: end;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.page};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

interface PlotFormProps {
  initial: PlotFormValues;
  /** Saves the plot; a refusal is shown by the caller and the form keeps what was typed. */
  onSave: (values: PlotFormValues) => Promise<boolean>;
  onCancel: () => void;
  label: string;
}

/** One plot's facts, checked by the API's rules as they are typed. */
export function PlotForm({ initial, onSave, onCancel, label }: PlotFormProps) {
  return (
    <Formik initialValues={initial} validationSchema={plotFormSchema} onSubmit={async (values, helpers) => {
      if (await onSave(values)) helpers.resetForm();
    }}>
      {({ isSubmitting }) => (
        <Grid noValidate aria-label={label}>
          <TextField name="plotNumber" label={TEXTS.columns.plotNumber} required maxLength={PLOT_LIMITS.plotNumberMax} />
          <TextField name="size" label={TEXTS.columns.size} required inputMode="decimal" />
          <SelectField name="sizeUnit" label="Unit" options={PLOT_SIZE_UNITS.map((unit) => ({ value: unit, label: unit }))} />
          <SelectField name="facing" label={TEXTS.columns.facing} placeholder="—" options={FACING_OPTIONS} />
          <TextField name="roadWidthFt" label={`${TEXTS.columns.roadWidth} (ft)`} inputMode="decimal" />
          <TextField name="price" label={`${TEXTS.columns.price} (₹)`} hint={`Blank: ${TEXTS.priceOnRequest.toLowerCase()}`} inputMode="numeric" />
          <SelectField name="status" label={TEXTS.columns.status} options={PLOT_STATUSES.map((status) => ({ value: status, label: PLOT_STATUS_LABELS[status] }))} />
          <CheckboxField name="corner" label={TEXTS.corner} />
          <Actions>
            <Button type="submit" disabled={isSubmitting}>{TEXTS.save}</Button>
            <Button type="button" $variant="ghost" onClick={onCancel}>{TEXTS.cancel}</Button>
          </Actions>
        </Grid>
      )}
    </Formik>
  );
}
