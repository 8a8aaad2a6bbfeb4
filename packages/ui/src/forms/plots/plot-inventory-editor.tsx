import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
// The shared singleton, not its files: the query client and the toasts are one per page.
import { Button, apiRequest, formatArea, formatPriceINR, readableError, useQuery, useQueryClient, useToast } from '@plotwise/ui';
import { FACING_SHORT_LABELS, PLOT_CSV_TEMPLATE_FILE_NAME, PLOT_STATUSES, PLOT_STATUS_LABELS, PLOT_TEXTS as TEXTS, plotCsvTemplate, type Plot, type PlotImportResult, type PlotListResponse, type PlotStatus } from '@plotwise/contracts';
import { EditorControls, EditorSection, Muted } from './editor-blocks';
import { PlotForm } from './plot-form';
import { PlotLayoutPlacer } from './plot-layout-placer';
import { EMPTY_PLOT, plotPayload, plotValues, type PlotFormValues } from './plot-rules';

const Toolbar = styled(EditorControls)`
  label.file { cursor: pointer; }
  label.file input { position: absolute; width: 1px; height: 1px; opacity: 0; }
`;

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 8px 10px; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; white-space: nowrap; }
  thead th { font-size: .85rem; color: ${({ theme }) => theme.colors.muted}; }
  select { min-height: 36px; font: inherit; }
  td.actions { display: flex; gap: 6px; }
`;

const RowErrors = styled.ul`
  margin: 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The template as a data address: written here from the importer's own column list, so it needs no request. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(plotCsvTemplate())}`;

/**
 * A project's plots for its agent or an admin: a status changed in the table is
 * saved at once; a plot is added or edited in a form checked by the API's
 * rules; a CSV adds and updates many, and its bad rows are listed by number.
 * With a layout image, each plot's number is placed on it.
 */
export function PlotInventoryEditor({ projectId, layoutImage = null }: { projectId: number; layoutImage?: string | null }) {
  const path = `/api/projects/${projectId}/plots`;
  const client = useQueryClient();
  const toast = useToast();
  const { data } = useQuery<PlotListResponse>({ queryKey: [path] });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [imported, setImported] = useState<PlotImportResult | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: [path] });

  const save = async (values: PlotFormValues, plotId: number | null): Promise<boolean> => {
    try {
      await apiRequest<Plot>(plotId === null ? 'POST' : 'PUT', plotId === null ? path : `${path}/${plotId}`, plotPayload(values));
      toast({ title: TEXTS.saved, variant: 'success' });
      setEditing(null);
      await refresh();
      return true;
    } catch (error) {
      toast({ title: TEXTS.editorTitle, description: readableError(error, TEXTS.editorTitle), variant: 'destructive' });
      return false;
    }
  };
  const changeStatus = (plot: Plot, status: PlotStatus) => void save({ ...plotValues(plot), status }, plot.id);
  const remove = async (plot: Plot) => {
    try {
      await apiRequest<void>('DELETE', `${path}/${plot.id}`);
      toast({ title: TEXTS.removed, variant: 'success' });
      await refresh();
    } catch (error) {
      toast({ title: TEXTS.editorTitle, description: readableError(error, TEXTS.editorTitle), variant: 'destructive' });
    }
  };
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append('csvFile', file);
    try {
      const result = await apiRequest<PlotImportResult>('POST', `${path}/import`, form);
      setImported(result);
      toast({ title: TEXTS.imported(result.created, result.updated), variant: result.failed.length > 0 ? 'default' : 'success' });
      await refresh();
    } catch (error) {
      toast({ title: TEXTS.importTitle, description: readableError(error, TEXTS.importTitle), variant: 'destructive' });
    }
  };

  const plots = data?.plots ?? [];
  return (
    <EditorSection $gap={12} aria-labelledby={`plots-${projectId}`} data-testid="plot-editor">
      <h3 id={`plots-${projectId}`}>{TEXTS.editorTitle}</h3>
      <Muted>{data && data.total > 0 ? TEXTS.availability(data.available, data.total) : TEXTS.editorHint}</Muted>
      <Toolbar>
        <Button type="button" onClick={() => setEditing('new')}>{TEXTS.add}</Button>
        <Button as="label" className="file" $variant="secondary">
          {TEXTS.importButton}
          <input type="file" accept=".csv,text/csv" onChange={(event) => void importFile(event)} aria-label={TEXTS.importButton} />
        </Button>
        <a href={TEMPLATE_HREF} download={PLOT_CSV_TEMPLATE_FILE_NAME}>{TEXTS.templateDownload}</a>
      </Toolbar>
      <Muted>{TEXTS.importHint}</Muted>
      {imported && imported.failed.length > 0 && (
        <div role="alert">
          <p>{TEXTS.importRowErrors}</p>
          <RowErrors>{imported.failed.map((row) => <li key={row.row}>{TEXTS.rowError(row.row, row.errors)}</li>)}</RowErrors>
        </div>
      )}
      {editing === 'new' && <PlotForm label={TEXTS.add} initial={EMPTY_PLOT} onSave={(values) => save(values, null)} onCancel={() => setEditing(null)} />}
      {plots.length === 0 ? (
        <Muted>{TEXTS.empty}</Muted>
      ) : (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{TEXTS.columns.plotNumber}</th>
                <th scope="col">{TEXTS.columns.size}</th>
                <th scope="col">{TEXTS.columns.facing}</th>
                <th scope="col">{TEXTS.columns.price}</th>
                <th scope="col">{TEXTS.columns.status}</th>
                <th scope="col"><span className="visually-hidden">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {plots.map((plot) => editing === plot.id ? (
                <tr key={plot.id}><td colSpan={6}>
                  <PlotForm label={`${TEXTS.edit} ${plot.plotNumber}`} initial={plotValues(plot)} onSave={(values) => save(values, plot.id)} onCancel={() => setEditing(null)} />
                </td></tr>
              ) : (
                <tr key={plot.id} data-plot={plot.plotNumber}>
                  <th scope="row">{plot.plotNumber}{plot.corner ? ` (${TEXTS.corner})` : ''}</th>
                  <td>{formatArea(plot.size, plot.sizeUnit)}</td>
                  <td>{plot.facing ? FACING_SHORT_LABELS[plot.facing] : '—'}</td>
                  <td>{plot.price === null ? TEXTS.priceOnRequest : formatPriceINR(plot.price)}</td>
                  <td>
                    <select aria-label={`${TEXTS.columns.status} of plot ${plot.plotNumber}`} value={plot.status} onChange={(event) => changeStatus(plot, event.target.value as PlotStatus)}>
                      {PLOT_STATUSES.map((status) => <option key={status} value={status}>{PLOT_STATUS_LABELS[status]}</option>)}
                    </select>
                  </td>
                  <td className="actions">
                    <Button type="button" $variant="ghost" onClick={() => setEditing(plot.id)}>{TEXTS.edit}</Button>
                    <Button type="button" $variant="ghost" onClick={() => void remove(plot)} aria-label={`${TEXTS.remove} plot ${plot.plotNumber}`}>{TEXTS.remove}</Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      <PlotLayoutPlacer projectId={projectId} plots={plots} layoutImage={layoutImage} onChanged={refresh} />
    </EditorSection>
  );
}
