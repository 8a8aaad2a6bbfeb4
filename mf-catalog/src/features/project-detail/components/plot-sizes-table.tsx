import { CATALOG_SCREEN_TEXTS as TEXTS, PLOT_TEXTS, type Project } from '@plotwise/contracts';
import { formatArea, formatPriceINR, formatRupees, formatSquareFeet } from '@plotwise/ui';
import { plotPriceRows, type PlotPriceRow } from '../plot-prices';
import { PlotTable, PlotTableNote, PlotTableScroll, PlotTableSection } from './plot-table';

/** '1,200 sq.ft', or '200 sq.m (2,153 sq.ft)' where the size is given in another unit. */
function sizeText(row: PlotPriceRow): string {
  const size = formatArea(row.size, row.unit);
  return row.unit === 'sq.ft' ? size : `${size} (${formatSquareFeet(row.squareFeet)})`;
}

/**
 * For a project without a plot inventory: each plot size with the rate per
 * sq.ft and the price at that rate, where the starting price allows one, and
 * 'On request' where it does not.
 */
export function PlotSizesTable({ project }: { project: Pick<Project, 'plotSizes' | 'startingPrice'> }) {
  const rows = plotPriceRows(project);
  if (rows.length === 0) return null;
  const priced = rows.some((row) => row.indicativePrice !== null);
  return (
    <PlotTableSection aria-labelledby="plots-heading">
      <h2 id="plots-heading">{TEXTS.plotSizesHeading}</h2>
      <PlotTableScroll role="region" aria-labelledby="plots-heading" tabIndex={0}>
        <PlotTable aria-labelledby="plots-heading" data-testid="plot-sizes">
          <thead>
            <tr>
              <th scope="col">{TEXTS.sizeColumn}</th>
              <th scope="col" className="amount">{TEXTS.rateColumn}</th>
              <th scope="col" className="amount">{TEXTS.indicativePriceColumn}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{sizeText(row)}</th>
                <td className="amount">{row.ratePerSqFt === null ? PLOT_TEXTS.priceOnRequest : formatRupees(row.ratePerSqFt)}</td>
                <td className="amount">{row.indicativePrice === null ? PLOT_TEXTS.priceOnRequest : formatPriceINR(row.indicativePrice)}</td>
              </tr>
            ))}
          </tbody>
        </PlotTable>
      </PlotTableScroll>
      {priced && <PlotTableNote>{TEXTS.indicativePriceNote}</PlotTableNote>}
    </PlotTableSection>
  );
}
