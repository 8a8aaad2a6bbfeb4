import { useState } from 'react';
import styled from 'styled-components';
import { Button, apiRequest, readableError, useToast } from '@plotwise/ui';
import { PlotLayoutFrame } from '../../plot-layout';
import { EditorControls, EditorSection, Muted } from './editor-blocks';
import { PLOT_TEXTS as TEXTS, type Plot, type PlotLayoutPosition } from '@plotwise/contracts';

const Controls = styled(EditorControls)`
  align-items: end;
  label { display: grid; gap: 4px; font-weight: 600; font-size: .9rem; }
  select { min-height: 40px; font: inherit; }
`;

/**
 * Where each plot's number goes on the layout image: choose a plot, click its
 * place on the picture (again to move it), or take it off. The API keeps the
 * place as fractions of the picture, so it fits the picture at any size.
 */
export function PlotLayoutPlacer({ projectId, plots, layoutImage, onChanged }: { projectId: number; plots: readonly Plot[]; layoutImage: string | null; onChanged: () => Promise<unknown> }) {
  const toast = useToast();
  const [chosenId, setChosenId] = useState<number | null>(null);
  // The editors know the layout's address, not its type: a PDF shows up as a picture that will not load.
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const chosen = plots.find((plot) => plot.id === chosenId) ?? plots[0] ?? null;
  if (plots.length === 0) return null;
  if (!layoutImage || unreadable === layoutImage) return <Muted>{TEXTS.layoutEditorNoImage}</Muted>;

  const save = async (plot: Plot, position: PlotLayoutPosition) => {
    try {
      await apiRequest<Plot>('PUT', `/api/projects/${projectId}/plots/${plot.id}/layout-position`, position);
      toast({ title: position.layoutX === null ? TEXTS.layoutUnplaced(plot.plotNumber) : TEXTS.layoutPlaced(plot.plotNumber), variant: 'success' });
      await onChanged();
    } catch (error) {
      toast({ title: TEXTS.layoutEditorTitle, description: readableError(error, TEXTS.layoutEditorTitle), variant: 'destructive' });
    }
  };

  return (
    <EditorSection $gap={8} aria-labelledby={`layout-${projectId}`} data-testid="plot-layout-placer">
      <h4 id={`layout-${projectId}`}>{TEXTS.layoutEditorTitle}</h4>
      <Muted>{TEXTS.layoutEditorHint}</Muted>
      <Controls>
        <label>
          {TEXTS.layoutPlotChoice}
          <select value={chosen?.id ?? ''} onChange={(event) => setChosenId(Number(event.target.value))}>
            {plots.map((plot) => (
              <option key={plot.id} value={plot.id}>
                {plot.plotNumber}{plot.layoutX === null ? ` (${TEXTS.layoutNotPlaced})` : ''}
              </option>
            ))}
          </select>
        </label>
        {chosen && chosen.layoutX !== null && (
          <Button type="button" $variant="secondary" onClick={() => void save(chosen, { layoutX: null, layoutY: null })}>{TEXTS.layoutUnplace}</Button>
        )}
      </Controls>
      <PlotLayoutFrame
        imageUrl={layoutImage}
        alt={TEXTS.layoutEditorTitle}
        label={TEXTS.layoutEditorTitle}
        plots={plots}
        selectedId={chosen?.id ?? null}
        onSelect={(plot) => setChosenId(plot.id)}
        onPlace={(position) => { if (chosen) void save(chosen, position); }}
        onImageError={() => setUnreadable(layoutImage)}
      />
    </EditorSection>
  );
}
