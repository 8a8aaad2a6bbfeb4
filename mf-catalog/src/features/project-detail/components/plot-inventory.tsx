import { useState } from 'react';
import styled from 'styled-components';
import { FACINGS, FACING_SHORT_LABELS, PLOT_STATUSES, PLOT_STATUS_LABELS, PLOT_TEXTS as TEXTS, type PlotListResponse, type PlotStatus } from '@plotwise/contracts';
import { Badge, Button, formatArea, formatPriceINR, useQuery, type BadgeTone } from '@plotwise/ui';
import { PlotTable, PlotTableNote, PlotTableScroll, PlotTableSection } from './plot-table';
import { NO_PLOT_FILTERS, filterPlots, sizeLimit, type PlotFilters } from '../plot-filters';
import { PlotLayout } from './plot-layout';

const Summary = styled.p`
  margin: 0 0 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brandDark};
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: 10px;
  margin-bottom: 12px;
  align-items: end;
  label { min-width: 0; display: grid; gap: 4px; font-size: .85rem; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  select, input[type='number'] { width: 100%; min-width: 0; min-height: 40px; padding: 6px 8px; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radius.md}; font: inherit; color: ${({ theme }) => theme.colors.ink}; background: ${({ theme }) => theme.colors.surface}; }
  .check { display: flex; gap: 8px; align-items: center; min-height: 40px; }
`;

const STATUS_TONES: Record<PlotStatus, BadgeTone> = { available: 'success', booked: 'warning', sold: 'neutral' };

/** The table's columns, in order. */
const COLUMNS = ['plotNumber', 'size', 'facing', 'corner', 'roadWidth', 'price', 'status'] as const;

/** A filter by one of a fixed set of values, or by none of them ('Any'). */
function ChoiceFilter<Value extends string>({ label, value, values, labels, onChange }: {
  label: string;
  value: Value | '';
  values: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: Value | '') => void;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as Value | '')}>
        <option value="">{TEXTS.filters.any}</option>
        {values.map((option) => <option key={option} value={option}>{labels[option]}</option>)}
      </select>
    </label>
  );
}

/** One end of the size range, in square feet. */
function SizeFilter({ label, value, onChange }: { label: string; value: string; onChange: (typed: string) => void }) {
  return (
    <label>
      {label} (sq.ft)
      <input type="number" min="0" inputMode="numeric" value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** "x of y plots available", for the page and the listing cards alike. */
export function availabilityText(available: number, total: number): string {
  return TEXTS.availability(available, total);
}

/**
 * The project's plots one by one, filterable by status, facing, corner and
 * size, with their numbers on the layout plan when it is a picture. Its own
 * read, so the server render makes it with the page.
 */
export function PlotInventory({ projectId, projectTitle, layoutImage }: { projectId: number; projectTitle: string; layoutImage: string | null }) {
  const { data } = useQuery<PlotListResponse>({ queryKey: [`/api/projects/${projectId}/plots`] });
  const [filters, setFilters] = useState<PlotFilters>(NO_PLOT_FILTERS);
  const [sizes, setSizes] = useState({ min: '', max: '' });
  if (!data || data.total === 0) return null;
  const shown = filterPlots(data.plots, filters);
  const change = (next: Partial<PlotFilters>) => setFilters((current) => ({ ...current, ...next }));
  // The box keeps what was typed; the filter takes the number it makes, if any.
  const typeSize = (end: 'min' | 'max', typed: string) => {
    setSizes((current) => ({ ...current, [end]: typed }));
    change(end === 'min' ? { minSqFt: sizeLimit(typed) } : { maxSqFt: sizeLimit(typed) });
  };
  const clear = () => {
    setFilters(NO_PLOT_FILTERS);
    setSizes({ min: '', max: '' });
  };

  return (
    <PlotTableSection aria-labelledby="inventory-heading" data-testid="plot-inventory">
      <h2 id="inventory-heading">{TEXTS.sectionTitle}</h2>
      <Summary data-testid="plot-availability">{availabilityText(data.available, data.total)}</Summary>
      {layoutImage && <PlotLayout imageUrl={layoutImage} projectTitle={projectTitle} plots={data.plots} />}
      <Filters role="group" aria-label="Filter plots">
        <ChoiceFilter label={TEXTS.filters.status} value={filters.status} values={PLOT_STATUSES} labels={PLOT_STATUS_LABELS}
          onChange={(status) => change({ status })} />
        <ChoiceFilter label={TEXTS.filters.facing} value={filters.facing} values={FACINGS} labels={FACING_SHORT_LABELS}
          onChange={(facing) => change({ facing })} />
        <SizeFilter label={TEXTS.filters.minSize} value={sizes.min} onChange={(typed) => typeSize('min', typed)} />
        <SizeFilter label={TEXTS.filters.maxSize} value={sizes.max} onChange={(typed) => typeSize('max', typed)} />
        <label className="check">
          <input type="checkbox" checked={filters.cornerOnly} onChange={(event) => change({ cornerOnly: event.target.checked })} />
          {TEXTS.filters.corner}
        </label>
        <Button type="button" $variant="secondary" onClick={clear}>{TEXTS.filters.clear}</Button>
      </Filters>
      {/* A table wider than a phone scrolls sideways; keyboard users reach it by Tab. */}
      <PlotTableScroll role="region" aria-labelledby="inventory-heading" tabIndex={0}>
        <PlotTable aria-labelledby="inventory-heading" data-testid="plot-table">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={column === 'price' ? 'amount' : undefined}>{TEXTS.columns[column]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((plot) => (
              <tr key={plot.id} data-plot={plot.plotNumber}>
                <th scope="row">{plot.plotNumber}</th>
                <td>{formatArea(plot.size, plot.sizeUnit)}</td>
                <td>{plot.facing ? FACING_SHORT_LABELS[plot.facing] : '—'}</td>
                <td>{plot.corner ? TEXTS.corner : TEXTS.notCorner}</td>
                <td>{plot.roadWidthFt === null ? '—' : TEXTS.roadWidth(plot.roadWidthFt)}</td>
                <td className="amount">{plot.price === null ? TEXTS.priceOnRequest : formatPriceINR(plot.price)}</td>
                <td><Badge $tone={STATUS_TONES[plot.status]}>{PLOT_STATUS_LABELS[plot.status]}</Badge></td>
              </tr>
            ))}
          </tbody>
        </PlotTable>
      </PlotTableScroll>
      <PlotTableNote aria-live="polite">{shown.length === 0 ? TEXTS.noneMatch : TEXTS.showing(shown.length, data.total)}</PlotTableNote>
    </PlotTableSection>
  );
}
