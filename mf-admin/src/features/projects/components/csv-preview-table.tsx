import { useState } from 'react';
import styled from 'styled-components';
import {
  APPROVAL_STATUS_LABELS,
  CATALOG_TEXTS,
  HUB_BULK_TEXTS as TEXTS,
  HUB_STATUS_LABELS,
  HUB_TYPE_LABELS,
  type BulkUploadPreview,
  type BulkUploadPreviewRow,
  type CsvRowError,
} from '@plotwise/contracts';
import { Badge, formatPriceINR, media, Pagination } from '@plotwise/ui';
import { SegmentedFilter } from '../../../components/segmented-filter';

/** Rows on one page of the preview: a 10,000-row file stays quick to render and to read. */
export const PREVIEW_PAGE_SIZE = 50;

type RowFilter = 'all' | 'errors';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin: 12px 0 8px;
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
`;

/**
 * Phones: each row is a card of labelled values. From medium screens up: a
 * table. The roles keep it a table for screen readers whichever way it is drawn.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: .9rem;
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  tbody, tr, th, td { display: block; }
  tr {
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: 8px 12px;
    margin-bottom: 8px;
  }
  tr[data-state='error'] { border-color: ${({ theme }) => theme.colors.danger}; border-left-width: 4px; }
  tbody th, td { padding: 2px 0; text-align: left; overflow-wrap: anywhere; }
  tbody th { font-weight: 700; }
  td[data-label]::before { content: attr(data-label) ': '; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  td.check::before { display: none; }
  td.check { margin-top: 4px; }

  ${media.md} {
    thead { position: static; width: auto; height: auto; overflow: visible; clip-path: none; display: table-header-group; }
    tbody { display: table-row-group; }
    tr { display: table-row; border: 0; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; border-radius: 0; }
    tr[data-state='error'] { border-left-width: 0; border-bottom-color: ${({ theme }) => theme.colors.line}; background: #fef2f2; }
    th, td { display: table-cell; padding: 8px; vertical-align: top; text-align: left; overflow-wrap: break-word; }
    thead th { font-size: .8rem; text-transform: uppercase; letter-spacing: .02em; color: ${({ theme }) => theme.colors.muted}; border-bottom: 2px solid ${({ theme }) => theme.colors.line}; white-space: nowrap; }
    td[data-label]::before { display: none; }
    td.price { white-space: nowrap; }
    td.check { margin: 0; min-width: 220px; }
  }
`;

/** Wide screens: a cell with a very long word scrolls the table, never the dialog. */
const TableFrame = styled.div`
  ${media.md} { overflow-x: auto; }
`;

const Problems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
  li { color: ${({ theme }) => theme.colors.danger}; }
  code {
    font-size: .8rem;
    font-weight: 700;
    padding: 0 6px;
    margin-right: 6px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: #991b1b;
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? (value || TEXTS.emptyCell);

/** The price as the hub shows it; a cell that is no whole number of rupees is shown as typed. */
function priceOf(cell: string): string {
  if (cell === '' || cell === '0') return CATALOG_TEXTS.priceOnRequest;
  return /^\d{1,16}$/.test(cell) ? formatPriceINR(Number(cell)) : cell;
}

/** The message without the column name the badge beside it already shows. */
const messageOf = ({ field, message }: CsvRowError) => (field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);

function PreviewRow({ entry }: { entry: BulkUploadPreviewRow }) {
  const C = TEXTS.columns;
  const hasErrors = entry.errors.length > 0;
  return (
    <tr role="row" data-state={hasErrors ? 'error' : 'ready'} aria-label={TEXTS.row(entry.row)}>
      <th role="rowheader" scope="row">
        {TEXTS.row(entry.row)}
      </th>
      <td role="cell" data-label={C.title}>{entry.title || TEXTS.emptyCell}</td>
      <td role="cell" data-label={C.city}>{entry.city || TEXTS.emptyCell}</td>
      <td role="cell" data-label={C.projectType}>{labelOf(HUB_TYPE_LABELS, entry.projectType)}</td>
      <td role="cell" className="price" data-label={C.startingPrice}>{priceOf(entry.startingPrice)}</td>
      <td role="cell" data-label={C.status}>{labelOf(HUB_STATUS_LABELS, entry.status)}</td>
      <td role="cell" data-label={C.approvalStatus}>{labelOf(APPROVAL_STATUS_LABELS, entry.approvalStatus)}</td>
      <td role="cell" className="check">
        {hasErrors ? (
          <Problems>
            {entry.errors.map((error, index) => (
              <li key={index}>
                <code>{error.field ?? TEXTS.wholeRow}</code>
                {messageOf(error)}
              </li>
            ))}
          </Problems>
        ) : (
          <Badge $tone="success">{TEXTS.readyRow}</Badge>
        )}
      </td>
    </tr>
  );
}

/** The checked rows of an uploaded CSV, a page at a time, with a filter to the rows that have errors. */
export function CsvPreviewTable({ preview }: { preview: BulkUploadPreview }) {
  const [filter, setFilter] = useState<RowFilter>('all');
  const [page, setPage] = useState(1);
  const rows = filter === 'errors' ? preview.rows.filter((entry) => entry.errors.length > 0) : preview.rows;
  const first = (page - 1) * PREVIEW_PAGE_SIZE;
  const shown = rows.slice(first, first + PREVIEW_PAGE_SIZE);
  const C = TEXTS.columns;

  return (
    <section aria-label={TEXTS.previewTable}>
      <Toolbar>
        {preview.withErrors > 0 ? (
          <SegmentedFilter<RowFilter>
            label={TEXTS.rowsShown}
            value={filter}
            options={[
              { value: 'all', label: TEXTS.allRows(preview.rows.length) },
              { value: 'errors', label: TEXTS.errorRows(preview.withErrors) },
            ]}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
          />
        ) : (
          <span />
        )}
        <p aria-live="polite">{TEXTS.showingRows(shown.length ? first + 1 : 0, first + shown.length, rows.length)}</p>
      </Toolbar>
      <TableFrame>
        <Table role="table" aria-label={TEXTS.previewTable}>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">{C.row}</th>
              <th role="columnheader" scope="col">{C.title}</th>
              <th role="columnheader" scope="col">{C.city}</th>
              <th role="columnheader" scope="col">{C.projectType}</th>
              <th role="columnheader" scope="col">{C.startingPrice}</th>
              <th role="columnheader" scope="col">{C.status}</th>
              <th role="columnheader" scope="col">{C.approvalStatus}</th>
              <th role="columnheader" scope="col">{C.check}</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {shown.map((entry) => (
              <PreviewRow key={entry.row} entry={entry} />
            ))}
          </tbody>
        </Table>
      </TableFrame>
      <Pagination page={page} pageSize={PREVIEW_PAGE_SIZE} total={rows.length} onPageChange={setPage} label={TEXTS.previewPages} />
    </section>
  );
}
