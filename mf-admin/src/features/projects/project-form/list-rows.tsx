import { useFormikContext, getIn } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HUB_FORM_TEXTS as TEXTS } from '@plotwise/contracts';
import { Button } from '@plotwise/ui';
import type { ProjectFormValues } from './form-values';

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

interface ListRowsProps<T> {
  name: ListName;
  /** Accessible name of the list and of each row's Remove. */
  itemLabel: string;
  addLabel: string;
  empty: T;
  renderRow: (index: number) => ReactNode;
}

/**
 * The form's repeatable rows (plot sizes, amenities, specifications, approvals):
 * Add appends an empty row; Remove is disabled at one row, so the last one
 * cannot be removed. Empty rows are dropped on save.
 */
export function ListRows<T>({ name, itemLabel, addLabel, empty, renderRow }: ListRowsProps<T>) {
  const { values, setFieldValue } = useFormikContext<ProjectFormValues>();
  const rows = getIn(values, name) as T[];
  const onlyOne = rows.length <= 1;
  return (
    <div>
      <Rows aria-label={itemLabel}>
        {rows.map((_row, index) => (
          <li key={index}>
            <div>{renderRow(index)}</div>
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
    </div>
  );
}
