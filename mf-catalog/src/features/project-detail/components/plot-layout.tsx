import { useState } from 'react';
import styled from 'styled-components';
import { FACING_SHORT_LABELS, PLOT_STATUS_LABELS, PLOT_TEXTS as TEXTS, type Plot } from '@plotwise/contracts';
import { formatArea, formatPriceINR } from '@plotwise/ui';
import { PlotLayoutFrame, placedPlots } from '@plotwise/ui/plot-layout';

const Section = styled.div`
  min-width: 0;
  margin-bottom: 16px;
  h3 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 0 0 8px; font-size: .88rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 10px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.page};
  div { display: flex; gap: 4px; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

/** One plot's facts as the table gives them, for the number tapped or focused on the layout. */
function PlotFacts({ plot }: { plot: Plot }) {
  const rows: [string, string][] = [
    [TEXTS.columns.plotNumber, plot.plotNumber],
    [TEXTS.columns.status, PLOT_STATUS_LABELS[plot.status]],
    [TEXTS.columns.size, formatArea(plot.size, plot.sizeUnit)],
    [TEXTS.columns.facing, plot.facing ? FACING_SHORT_LABELS[plot.facing] : '—'],
    [TEXTS.columns.corner, plot.corner ? TEXTS.corner : TEXTS.notCorner],
    [TEXTS.columns.roadWidth, plot.roadWidthFt === null ? '—' : TEXTS.roadWidth(plot.roadWidthFt)],
    [TEXTS.columns.price, plot.price === null ? TEXTS.priceOnRequest : formatPriceINR(plot.price)],
  ];
  return (
    <Facts data-testid="layout-plot-facts">
      {rows.map(([term, value]) => <div key={term}><dt>{term}</dt><dd>{value}</dd></div>)}
    </Facts>
  );
}

/**
 * The layout plan with each placed plot's number on it, coloured and marked by
 * status; a number tapped or focused shows that plot's facts under the plan.
 */
export function PlotLayout({ imageUrl, projectTitle, plots }: { imageUrl: string; projectTitle: string; plots: readonly Plot[] }) {
  const [selected, setSelected] = useState<Plot | null>(null);
  if (placedPlots(plots).length === 0) return null;
  return (
    <Section>
      <h3 id="plot-layout-heading">{TEXTS.layoutTitle}</h3>
      <p>{TEXTS.layoutIntro}</p>
      <PlotLayoutFrame
        imageUrl={imageUrl}
        alt={TEXTS.layoutAlt(projectTitle)}
        label={TEXTS.layoutTitle}
        plots={plots}
        selectedId={selected?.id ?? null}
        onSelect={setSelected}
      >
        <div aria-live="polite">{selected && <PlotFacts plot={selected} />}</div>
      </PlotLayoutFrame>
    </Section>
  );
}
