import type { MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { PLOT_STATUSES, PLOT_STATUS_LABELS, PLOT_TEXTS, type Plot, type PlotStatus } from '@plotwise/contracts';

// A subpath of its own (`@plotwise/ui/plot-layout`), bundled by the pages that draw a layout,
// so the shared singleton every page loads does not grow by it.

/**
 * Each status has its own colour AND its own mark (solid, dashed border,
 * struck-through number), so the layout reads without telling colours apart.
 * Text colours keep 4.5:1 against their fill.
 */
const STATUS_LOOKS: Record<PlotStatus, ReturnType<typeof css>> = {
  available: css`background: #15803d; color: #fff; border: 2px solid #fff;`,
  booked: css`background: #fef3c7; color: #78350f; border: 2px dashed #92400e;`,
  sold: css`background: #e2e8f0; color: #334155; border: 2px solid #64748b; text-decoration: line-through;`,
};

/** The layout scrolls inside its box; on a phone the picture keeps a readable width and the box pans and pinches. */
const Box = styled.div`
  overflow: auto;
  max-height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.page};
  touch-action: pan-x pan-y pinch-zoom;
  -webkit-overflow-scrolling: touch;
`;

const Canvas = styled.div<{ $placing: boolean }>`
  position: relative;
  min-width: 640px;
  img { display: block; width: 100%; height: auto; user-select: none; cursor: ${({ $placing }) => ($placing ? 'crosshair' : 'default')}; }
`;

const Marker = styled.button<{ $status: PlotStatus; $selected: boolean }>`
  position: absolute;
  transform: translate(-50%, -50%);
  min-width: 32px;
  min-height: 32px;
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font: 700 .8rem/1 ${({ theme }) => theme.font.body};
  box-shadow: 0 1px 3px rgba(15,23,42,.35);
  cursor: pointer;
  ${({ $status }) => STATUS_LOOKS[$status]}
  ${({ $selected, theme }) => $selected && css`outline: 3px solid ${theme.colors.ink}; outline-offset: 2px; z-index: 1;`}
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.ink}; outline-offset: 2px; z-index: 1; }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  font-size: .88rem;
  li { display: flex; gap: 6px; align-items: center; }
`;

const Swatch = styled.span<{ $status: PlotStatus }>`
  display: inline-grid;
  place-items: center;
  min-width: 28px;
  height: 22px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: .72rem;
  font-weight: 700;
  ${({ $status }) => STATUS_LOOKS[$status]}
`;

/** A plot whose number has a place on the layout. */
export type PlacedPlot = Plot & { layoutX: number; layoutY: number };

export function placedPlots(plots: readonly Plot[]): PlacedPlot[] {
  return plots.filter((plot): plot is PlacedPlot => plot.layoutX !== null && plot.layoutY !== null);
}

/** Where a click fell on the picture, as fractions of its width and height (0..1). */
function clickFraction(event: MouseEvent<HTMLImageElement>): { layoutX: number; layoutY: number } {
  const box = event.currentTarget.getBoundingClientRect();
  const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 10_000) / 10_000));
  return { layoutX: clamp((event.clientX - box.left) / box.width), layoutY: clamp((event.clientY - box.top) / box.height) };
}

interface PlotLayoutFrameProps {
  imageUrl: string;
  alt: string;
  plots: readonly Plot[];
  selectedId: number | null;
  /** A number tapped, clicked or focused. */
  onSelect: (plot: Plot) => void;
  /** When given, a click on the picture places the chosen plot there. */
  onPlace?: (position: { layoutX: number; layoutY: number }) => void;
  label: string;
  /** The picture would not load (a PDF, a file gone). */
  onImageError?: () => void;
  children?: ReactNode;
}

/**
 * A layout image with the plots' numbers on it, each a button coloured and
 * marked by status, and the legend under it. The project page and the plot
 * editors both draw it.
 */
export function PlotLayoutFrame({ imageUrl, alt, plots, selectedId, onSelect, onPlace, label, onImageError, children }: PlotLayoutFrameProps) {
  return (
    <div>
      <Box role="region" aria-label={label} tabIndex={0} data-testid="plot-layout">
        <Canvas $placing={Boolean(onPlace)}>
          <img src={imageUrl} alt={alt} onClick={onPlace ? (event) => onPlace(clickFraction(event)) : undefined} draggable={false} onError={onImageError} />
          {placedPlots(plots).map((plot) => (
            <Marker
              key={plot.id}
              type="button"
              $status={plot.status}
              $selected={plot.id === selectedId}
              style={{ left: `${plot.layoutX * 100}%`, top: `${plot.layoutY * 100}%` }}
              aria-label={PLOT_TEXTS.layoutMarker(plot.plotNumber, PLOT_STATUS_LABELS[plot.status])}
              aria-pressed={plot.id === selectedId}
              data-layout-plot={plot.plotNumber}
              data-status={plot.status}
              onClick={() => onSelect(plot)}
              onFocus={() => onSelect(plot)}
            >
              {plot.plotNumber}
            </Marker>
          ))}
        </Canvas>
      </Box>
      <Legend aria-label={PLOT_TEXTS.layoutLegend}>
        {PLOT_STATUSES.map((status) => (
          <li key={status}><Swatch $status={status} aria-hidden="true">12</Swatch><span>{PLOT_STATUS_LABELS[status]}</span></li>
        ))}
      </Legend>
      {children}
    </div>
  );
}
