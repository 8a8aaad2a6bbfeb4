import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { HUB_BULK_TEXTS as TEXTS, type BulkUploadPreview, type BulkUploadResult } from '@plotwise/contracts';
import { Button, Dialog, DialogActions, readableError, useToast } from '@plotwise/ui';
import { Field } from '../../../components/controls';
import { Input } from '@plotwise/ui/forms';
import { previewProjectsCsv, uploadProjectsCsv } from '../api/bulk-upload';
import { useInvalidateProjectReads } from '../api/admin-projects';
import { CsvPreviewTable } from './csv-preview-table';

const Progress = styled.div`
  display: grid;
  gap: 6px;
  progress { width: 100%; height: 12px; accent-color: ${({ theme }) => theme.colors.brand}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const Failures = styled.section`
  margin-top: 12px;
  max-height: 240px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 8px 12px;
  h3 { font-size: 1rem; margin: 4px 0 8px; }
  ul { margin: 0; padding-left: 18px; }
  li { margin-bottom: 6px; }
  .row { font-weight: 700; }
`;

const ListHelp = styled.details`
  margin: 8px 0 4px;
  summary { cursor: pointer; font-weight: 600; color: ${({ theme }) => theme.colors.brandDark}; min-height: 32px; }
  dl { margin: 8px 0 0; display: grid; gap: 6px; }
  dt { font-weight: 700; }
  dd { margin: 0 0 4px; color: ${({ theme }) => theme.colors.text}; }
  p { margin: 6px 0 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const Summary = styled.div`
  margin-top: 16px;
  p { margin: 0 0 4px; }
  .counts { font-size: 1.05rem; font-weight: 700; }
  .note { color: ${({ theme }) => theme.colors.muted}; }
`;

interface BulkUploadDialogProps {
  open: boolean;
  onClose: () => void;
  onDownloadTemplate: () => void;
}

type Sending = { step: 'checking' | 'importing'; percent: number };

/**
 * The Bulk Upload Projects dialog: choose a .csv (Upload Projects is disabled until then). Uploading
 * first shows every row as the API checked it, with its problems, and saves
 * nothing; Import N rows then sends the same file to the import, which checks
 * it again and stores the good rows, and the dialog shows the per-row report.
 */
export function BulkUploadDialog({ open, onClose, onDownloadTemplate }: BulkUploadDialogProps) {
  const toast = useToast();
  const invalidate = useInvalidateProjectReads();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [preview, setPreview] = useState<BulkUploadPreview | null>(null);
  const [result, setResult] = useState<BulkUploadResult | null>(null);

  useEffect(() => {
    if (!open) {
      setFile(null);
      setSending(null);
      setPreview(null);
      setResult(null);
    }
  }, [open]);

  const reportFailure = (error: unknown) => {
    const reason = readableError(error, '');
    toast({ title: TEXTS.failed, description: reason ? `${TEXTS.failedDescription} ${reason}` : TEXTS.failedDescription, variant: 'destructive' });
  };

  const check = async () => {
    if (!file) {
      toast({ title: TEXTS.noFile, variant: 'destructive' });
      return;
    }
    setPreview(null);
    setResult(null);
    setSending({ step: 'checking', percent: 0 });
    try {
      setPreview(await previewProjectsCsv(file, (percent) => setSending({ step: 'checking', percent })));
    } catch (error) {
      reportFailure(error);
    } finally {
      setSending(null);
    }
  };

  const importRows = async () => {
    if (!file) return;
    setSending({ step: 'importing', percent: 0 });
    try {
      const answer = await uploadProjectsCsv(file, (percent) => setSending({ step: 'importing', percent }));
      setPreview(null);
      setResult(answer);
      toast({ title: TEXTS.completed, description: TEXTS.completedDescription(answer.successful, answer.failed.length), variant: answer.failed.length ? 'default' : 'success' });
      if (answer.successful > 0) await invalidate();
    } catch (error) {
      reportFailure(error);
    } finally {
      setSending(null);
    }
  };

  const { percent = 0, step = 'checking' } = sending ?? {};
  return (
    <Dialog title={TEXTS.title} open={open} onClose={onClose} wide={preview !== null}>
      <p id={hintId}>{TEXTS.hint}</p>
      <Button type="button" $variant="ghost" onClick={onDownloadTemplate}>
        ⬇ {TEXTS.downloadTemplate}
      </Button>
      <ListHelp>
        <summary>{TEXTS.listHelpTitle}</summary>
        <dl>
          {TEXTS.listHelp.map((entry) => (
            <div key={entry.columns}>
              <dt>{entry.columns}</dt>
              <dd>{entry.how}</dd>
            </div>
          ))}
        </dl>
        <p>{TEXTS.listHelpJson}</p>
      </ListHelp>
      <Field style={{ marginTop: 12 }}>
        {TEXTS.fileLabel}
        <Input
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          style={{ paddingTop: 8 }}
          disabled={sending !== null}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setPreview(null);
            setResult(null);
          }}
        />
      </Field>
      {sending && (
        <Progress role="status">
          <progress max={100} value={percent < 100 ? percent : undefined} aria-label={TEXTS.progress(percent)} />
          <p>{percent < 100 ? TEXTS.progress(percent) : step === 'checking' ? TEXTS.checking : TEXTS.processing}</p>
        </Progress>
      )}
      {preview && (
        <Summary>
          <div role="status" aria-live="polite">
            <p className="counts">{TEXTS.previewSummary(preview.ready, preview.withErrors)}</p>
            <p className="note">
              {TEXTS.previewNothingSaved} {preview.ready === 0 ? TEXTS.previewNoneReady : preview.withErrors > 0 ? TEXTS.previewSkipped(preview.withErrors) : ''}
            </p>
          </div>
          <CsvPreviewTable preview={preview} />
        </Summary>
      )}
      {result && (
        <div role="status" aria-live="polite">
          <p>
            <strong>{TEXTS.completed}:</strong> {TEXTS.completedDescription(result.successful, result.failed.length)}
          </p>
          {result.failed.length > 0 && (
            <Failures aria-label={TEXTS.failedRows}>
              <h3>{TEXTS.failedRows}</h3>
              <ul>
                {result.failed.map((failure) => (
                  <li key={failure.row}>
                    <span className="row">{TEXTS.row(failure.row)}:</span> {failure.errors.join('; ')}
                  </li>
                ))}
              </ul>
            </Failures>
          )}
        </div>
      )}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {result ? TEXTS.close : TEXTS.cancel}
        </Button>
        {preview ? (
          <Button type="button" onClick={() => void importRows()} disabled={preview.ready === 0 || sending !== null}>
            {sending ? TEXTS.importing : TEXTS.importRows(preview.ready)}
          </Button>
        ) : (
          !result && (
            <Button type="button" onClick={() => void check()} disabled={!file || sending !== null}>
              {sending ? TEXTS.uploading : TEXTS.upload}
            </Button>
          )
        )}
      </DialogActions>
    </Dialog>
  );
}
