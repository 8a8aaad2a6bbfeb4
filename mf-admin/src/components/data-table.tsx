import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ADMIN_TABLE_TEXTS as TEXTS, type SortOrder } from '@plotwise/contracts';

/**
 * The table's box scrolls sideways on its own, so the page never does. The
 * cue is two shadows at the edges that have more columns beyond them (the
 * "local" backgrounds cover a shadow once that edge is reached), and a line
 * of text while the table is wider than its box.
 */
const Scroller = styled.div`
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surface} 30%, rgba(255, 255, 255, 0)) left center / 40px 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 30%, rgba(255, 255, 255, 0)) right center / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(15, 23, 42, 0.28), rgba(15, 23, 42, 0)) left center / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(15, 23, 42, 0.28), rgba(15, 23, 42, 0)) right center / 14px 100% no-repeat scroll,
    ${({ theme }) => theme.colors.surface};
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.brand}; outline-offset: 2px; }
`;

/** Inside a grid (the list's panel) an item is as wide as its content unless told otherwise: the table would widen the page. */
const Frame = styled.div`
  min-width: 0;
  max-width: 100%;
`;

const Hint = styled.p`
  margin: 0 0 6px;
  font-size: .875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Table = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  font-size: .95rem;
  caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  th, td { padding: 10px 12px; text-align: left; vertical-align: middle; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  thead th { font-size: .85rem; color: ${({ theme }) => theme.colors.muted}; white-space: nowrap; }
  tbody tr:last-child td { border-bottom: 0; }
  tbody tr[data-selected='true'] td { background: rgba(37, 99, 235, 0.06); }
  .select { width: 44px; padding-right: 0; }
  input[type='checkbox'] { width: 20px; height: 20px; margin: 0; cursor: pointer; accent-color: ${({ theme }) => theme.colors.brand}; }
  td.wrap { overflow-wrap: anywhere; min-width: 160px; }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 4px;
  margin: 0 -4px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: inherit;
  cursor: pointer;
  &[data-active='true'] { color: ${({ theme }) => theme.colors.brandDark}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.brand}; border-radius: 4px; }
`;

/** A row's own buttons, side by side in its last cell. */
export const TableActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button, a { min-height: 36px; padding: 0 10px; font-size: .9rem; white-space: nowrap; }
`;

export interface DataTableColumn<T, S extends string> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The API's sort field for this column; without it the header does not sort. */
  sortField?: S;
  /** The first direction a click asks for (dates and prices read best newest or dearest first). */
  firstOrder?: SortOrder;
  /** Long text that may wrap. */
  wrap?: boolean;
}

export interface DataTableSort<S extends string> {
  field: S;
  order: SortOrder;
}

/** What a list page keeps for its table besides the rows: the API's order and the selection, each with its setter. */
export interface TableViewState<S extends string> {
  sort: DataTableSort<S>;
  onSort: (sort: DataTableSort<S>) => void;
  selection: ReadonlySet<string>;
  onSelectionChange: (selection: Set<string>) => void;
}

interface DataTableProps<T, S extends string> {
  /** The table's name (its caption), e.g. 'Projects'. */
  label: string;
  rows: readonly T[];
  columns: ReadonlyArray<DataTableColumn<T, S>>;
  rowKey: (row: T) => string;
  /** How a row is named to a screen reader: its checkbox is 'Select {name}'. */
  rowLabel: (row: T) => string;
  sort: DataTableSort<S>;
  /** Sorting is the API's: the page asks for the list again in this order. */
  onSort: (sort: DataTableSort<S>) => void;
  /** The selected rows' keys; with onSelectionChange the table shows checkboxes. */
  selection?: ReadonlySet<string>;
  onSelectionChange?: (selection: Set<string>) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SelectAll({ checked, indeterminate, onChange }: { checked: boolean; indeterminate: boolean; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={box} type="checkbox" aria-label={TEXTS.selectAll} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}

/** Whether the box's content is wider than the box, kept up to date as either changes size. */
function useOverflowsSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { box, overflows };
}

/**
 * The admin lists as a table: one row per item, headers that ask the API
 * for another order (aria-sort says which), and, when the page offers bulk
 * actions, a checkbox per row and one that selects every row of this page.
 */
export function DataTable<T, S extends string>({ label, rows, columns, rowKey, rowLabel, sort, onSort, selection, onSelectionChange }: DataTableProps<T, S>) {
  const { box, overflows } = useOverflowsSideways();
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const keys = rows.map(rowKey);
  const selectedHere = selectable ? keys.filter((key) => selection.has(key)).length : 0;

  const toggle = (key: string, checked: boolean) => {
    if (!selectable) return;
    const next = new Set(selection);
    if (checked) next.add(key);
    else next.delete(key);
    onSelectionChange(next);
  };
  const toggleAll = (checked: boolean) => onSelectionChange?.(checked ? new Set(keys) : new Set());

  const sortBy = (column: DataTableColumn<T, S>) => {
    const field = column.sortField!;
    const order: SortOrder = sort.field === field ? (sort.order === 'asc' ? 'desc' : 'asc') : (column.firstOrder ?? 'asc');
    onSort({ field, order });
  };

  return (
    <Frame>
      {overflows && <Hint aria-hidden="true">{TEXTS.scrollHint} →</Hint>}
      <Scroller ref={box} role="region" aria-label={label} tabIndex={0}>
        <Table>
          <caption>{label}</caption>
          <thead>
            <tr>
              {selectable && (
                <th scope="col" className="select">
                  <SelectAll checked={rows.length > 0 && selectedHere === rows.length} indeterminate={selectedHere > 0 && selectedHere < rows.length} onChange={toggleAll} />
                </th>
              )}
              {columns.map((column) => {
                if (!column.sortField) return <th key={column.key} scope="col">{column.header}</th>;
                const active = sort.field === column.sortField;
                return (
                  <th key={column.key} scope="col" aria-sort={active ? ARIA_SORT[sort.order] : 'none'}>
                    <SortButton type="button" data-active={active} title={TEXTS.sortBy(column.header)} onClick={() => sortBy(column)}>
                      {column.header}
                      <span aria-hidden="true">{active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </SortButton>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = rowKey(row);
              const checked = selectable && selection.has(key);
              return (
                <tr key={key} data-selected={checked || undefined}>
                  {selectable && (
                    <td className="select">
                      <input type="checkbox" aria-label={TEXTS.selectRow(rowLabel(row))} checked={checked} onChange={(event) => toggle(key, event.target.checked)} />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key} className={column.wrap ? 'wrap' : undefined}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroller>
    </Frame>
  );
}
