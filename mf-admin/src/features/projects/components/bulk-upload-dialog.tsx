import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { HUB_BULK_TEXTS as TEXTS, type BulkUploadResult } from '@plotwise/contracts';
import { Button, Dialog, DialogActions, readableError, useToast } from '@plotwise/ui';
import { Field } from '../../../components/controls';
import { Input } from '@plotwise/ui/forms';
import { uploadProjectsCsv } from '../api/bulk-upload';
import { useInvalidateProjectReads } from '../api/admin-projects';

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

interface BulkUploadDialogProps {
  open: boolean;
  onClose: () => void;
  onDownloadTemplate: () => void;
}

/** Dialog 4: choose a .csv (Upload Projects is disabled until then), upload with progress, see the counts and the failed rows. */
export function BulkUploadDialog({ open, onClose, onDownloadTemplate }: BulkUploadDialogProps) {
  const toast = useToast();
  const invalidate = useInvalidateProjectReads();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<BulkUploadResult | null>(null);

  useEffect(() => {
    if (!open) {
      setFile(null);
      setProgress(null);
      setResult(null);
    }
  }, [open]);

  const upload = async () => {
    if (!file) {
      toast({ title: TEXTS.noFile, variant: 'destructive' });
      return;
    }
    setResult(null);
    setProgress(0);
    try {
      const answer = await uploadProjectsCsv(file, setProgress);
      setResult(answer);
      toast({ title: TEXTS.completed, description: TEXTS.completedDescription(answer.successful, answer.failed.length), variant: answer.failed.length ? 'default' : 'success' });
      if (answer.successful > 0) await invalidate();
    } catch (error) {
      const reason = readableError(error, '');
      toast({ title: TEXTS.failed, description: reason ? `${TEXTS.failedDescription} ${reason}` : TEXTS.failedDescription, variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  };

  const sending = progress !== null;
  return (
    <Dialog title={TEXTS.title} open={open} onClose={onClose}>
      <p id={hintId}>{TEXTS.hint}</p>
      <Button type="button" $variant="ghost" onClick={onDownloadTemplate}>
        ⬇ {TEXTS.downloadTemplate}
      </Button>
      <Field style={{ marginTop: 12 }}>
        {TEXTS.fileLabel}
        <Input
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          style={{ paddingTop: 8 }}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setResult(null);
          }}
        />
      </Field>
      {sending && (
        <Progress role="status">
          <progress max={100} value={progress < 100 ? progress : undefined} aria-label={TEXTS.progress(progress)} />
          <p>{progress < 100 ? TEXTS.progress(progress) : TEXTS.processing}</p>
        </Progress>
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
        <Button type="button" onClick={() => void upload()} disabled={!file || sending}>
          {sending ? TEXTS.uploading : TEXTS.upload}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
