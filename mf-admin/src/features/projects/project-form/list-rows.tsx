import { useFormikContext, getIn } from 'formik';
import styled from 'styled-components';
import { HUB_FORM_TEXTS as TEXTS, PLOT_SIZE_UNITS } from '@plotwise/contracts';
import { Button } from '@plotwise/ui';
import { SelectField, TextField } from '@plotwise/ui/forms';
import { Columns, Section } from './form-fields';
import { EMPTY_PLOT_SIZE, EMPTY_SPECIFICATION, type ProjectFormValues } from './form-values';

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li { display: grid; grid-template-columns: 1fr auto; gap: 8px; align-items: end; }
  @media (max-width: 480px) { li { grid-template-columns: 1fr; } }
`;

type ListName = 'plotSizes' | 'amenities' | 'specifications' | 'approvals';

/** One field of a row that is an object: `key` names its value, `options` make it a select. */
interface RowField {
  key: string;
  label: string;
  inputMode?: 'decimal';
  options?: { value: string; label: string }[];
}

interface ListSpec {
  /** Accessible name of the list and of each row's Remove. */
  itemLabel: string;
  addLabel: string;
  empty: string | object;
  /** A row's fields side by side; without them a row is one text field. */
  fields?: RowField[];
}

const L = TEXTS.labels;

/** Each list's labels and the row that Add appends. */
const LISTS: Record<ListName, ListSpec> = {
  plotSizes: {
    itemLabel: L.plotSize,
    addLabel: TEXTS.addPlotSize,
    empty: EMPTY_PLOT_SIZE,
    fields: [
      { key: 'size', label: L.plotSize, inputMode: 'decimal' },
      { key: 'unit', label: L.plotUnit, options: PLOT_SIZE_UNITS.map((unit) => ({ value: unit, label: unit })) },
    ],
  },
  amenities: { itemLabel: L.amenity, addLabel: TEXTS.addAmenity, empty: '' },
  specifications: {
    itemLabel: L.specificationTitle,
    addLabel: TEXTS.addSpecification,
    empty: EMPTY_SPECIFICATION,
    fields: [{ key: 'title', label: L.specificationTitle }, { key: 'details', label: L.specificationDetails }],
  },
  approvals: { itemLabel: L.approval, addLabel: TEXTS.addApproval, empty: '' },
};

/** A row's fields, each labelled with the row's number ("Plot size 2"). */
function Row({ name, itemLabel, fields, index }: { name: ListName; itemLabel: string; fields?: RowField[]; index: number }) {
  if (!fields) return <TextField name={`${name}.${index}`} label={`${itemLabel} ${index + 1}`} />;
  return (
    <Columns>
      {fields.map(({ key, label, inputMode, options }) => {
        const field = { name: `${name}.${index}.${key}`, label: `${label} ${index + 1}` };
        return options ? <SelectField key={key} {...field} options={options} /> : <TextField key={key} {...field} inputMode={inputMode} />;
      })}
    </Columns>
  );
}

/**
 * A section of the form's repeatable rows (plot sizes, amenities, specifications, approvals):
 * Add appends an empty row; Remove is disabled at one row, so the last one
 * cannot be removed. Empty rows are dropped on save.
 */
export function ListSection({ name }: { name: ListName }) {
  const { itemLabel, addLabel, empty, fields } = LISTS[name];
  const { values, setFieldValue } = useFormikContext<ProjectFormValues>();
  const rows = getIn(values, name) as unknown[];
  const onlyOne = rows.length <= 1;
  return (
    <Section>
      <legend>{TEXTS.sections[name]}</legend>
      <Rows aria-label={itemLabel}>
        {rows.map((_row, index) => (
          <li key={index}>
            <div><Row name={name} itemLabel={itemLabel} fields={fields} index={index} /></div>
            <Button
              type="button"
              $variant="ghost"
              disabled={onlyOne}
              aria-label={`${TEXTS.remove} ${itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => void setFieldValue(name, rows.filter((_entry, position) => position !== index))}
            >
              {TEXTS.remove}
            </Button>
          </li>
        ))}
      </Rows>
      <Button type="button" $variant="secondary" style={{ marginTop: 10 }} onClick={() => void setFieldValue(name, [...rows, typeof empty === 'object' ? { ...empty } : empty])}>
        + {addLabel}
      </Button>
    </Section>
  );
}
