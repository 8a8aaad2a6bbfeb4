import { SQ_FT_PER_AREA_UNIT, type Facing, type Plot, type PlotStatus } from '@plotwise/contracts';

/** The inventory table's filters; sizes in sq.ft, whatever unit each plot is stated in. */
export interface PlotFilters {
  status: PlotStatus | '';
  facing: Facing | '';
  cornerOnly: boolean;
  minSqFt: number | null;
  maxSqFt: number | null;
}

export const NO_PLOT_FILTERS: PlotFilters = { status: '', facing: '', cornerOnly: false, minSqFt: null, maxSqFt: null };

export const plotSquareFeet = (plot: Pick<Plot, 'size' | 'sizeUnit'>) => plot.size * SQ_FT_PER_AREA_UNIT[plot.sizeUnit];

export function filterPlots(plots: readonly Plot[], filters: PlotFilters): Plot[] {
  return plots.filter((plot) => {
    const sqFt = plotSquareFeet(plot);
    return (
      (!filters.status || plot.status === filters.status) &&
      (!filters.facing || plot.facing === filters.facing) &&
      (!filters.cornerOnly || plot.corner) &&
      (filters.minSqFt === null || sqFt >= filters.minSqFt) &&
      (filters.maxSqFt === null || sqFt <= filters.maxSqFt)
    );
  });
}

/** A size box's value: a positive number, or no limit. */
export function sizeLimit(typed: string): number | null {
  const value = Number(typed.replace(/,/g, ''));
  return typed.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}
