import type { AreaUnit, Project } from '@plotwise/contracts';
import { hasPrice, toSquareFeet } from '@plotwise/ui';

export interface PlotPriceRow {
  size: number;
  unit: AreaUnit;
  squareFeet: number;
  /** Whole rupees per sq.ft, or null when the project states no price. */
  ratePerSqFt: number | null;
  /** Whole rupees, or null when the project states no price. */
  indicativePrice: number | null;
}

/**
 * The project's plot sizes with an indicative price each. The starting price
 * is the smallest plot's price (how projects quote, and how the demo catalogue
 * is made), so its rate per sq.ft times each size is the price at that rate;
 * without a starting price there is nothing honest to show and every row is on request.
 */
export function plotPriceRows(project: Pick<Project, 'plotSizes' | 'startingPrice'>): PlotPriceRow[] {
  const rows = project.plotSizes
    .map((plot) => ({ size: plot.size, unit: plot.unit, squareFeet: toSquareFeet(plot.size, plot.unit) }))
    .filter((row) => row.squareFeet > 0);
  if (rows.length === 0) return [];
  const smallest = Math.min(...rows.map((row) => row.squareFeet));
  const rate = hasPrice(project.startingPrice) ? project.startingPrice / smallest : null;
  return rows.map((row) => ({
    ...row,
    ratePerSqFt: rate === null ? null : Math.round(rate),
    indicativePrice: rate === null ? null : row.squareFeet === smallest ? project.startingPrice : Math.round(rate * row.squareFeet),
  }));
}
