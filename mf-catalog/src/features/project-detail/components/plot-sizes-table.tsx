import styled from 'styled-components';
import { CATALOG_SCREEN_TEXTS as TEXTS, CATALOG_TEXTS, type Project } from '@plotwise/contracts';
import { formatArea, formatPriceINR, formatSquareFeet, media } from '@plotwise/ui';
import { plotPriceRows } from '../plot-prices';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th, td { padding: 10px; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; }
  ${media.sm} { th, td { padding: 10px 14px; } }
  /* '3 acres' and '1,30,680 sq.ft' never break inside; the headings may. */
  tbody th, tbody td { white-space: nowrap; }
  thead th { font-size: .85rem; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; background: ${({ theme }) => theme.colors.page}; }
  tbody th { font-weight: 700; color: ${({ theme }) => theme.colors.ink}; }
  tbody tr:last-child > * { border-bottom: 0; }
  td:last-child, th:last-child { text-align: right; }
`;

const Note = styled.p`
  margin: 8px 0 0;
  font-size: .88rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Each plot size in its own unit and in sq.ft, with an indicative price where the starting price allows one. */
export function PlotSizesTable({ project }: { project: Pick<Project, 'plotSizes' | 'startingPrice'> }) {
  const rows = plotPriceRows(project);
  if (rows.length === 0) return null;
  const priced = rows.some((row) => row.indicativePrice !== null);
  return (
    <section aria-labelledby="plots-heading">
      <h2 id="plots-heading">{TEXTS.plotSizesHeading}</h2>
      <Scroll>
        <Table aria-labelledby="plots-heading" data-testid="plot-sizes">
          <thead>
            <tr>
              <th scope="col">{TEXTS.plotSizeColumn}</th>
              <th scope="col">{TEXTS.squareFeetColumn}</th>
              <th scope="col">{TEXTS.indicativePriceColumn}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{formatArea(row.size, row.unit)}</th>
                <td>{formatSquareFeet(row.squareFeet)}</td>
                <td>{row.indicativePrice === null ? CATALOG_TEXTS.priceOnRequest : formatPriceINR(row.indicativePrice)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      {priced && <Note>{TEXTS.indicativePriceNote}</Note>}
    </section>
  );
}
