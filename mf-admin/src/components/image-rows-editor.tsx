import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { HUB_IMAGES_TEXTS as TEXTS, addImageEntry, chooseDefaultImage, removeImageEntry } from '@plotwise/contracts';
import { Button, FallbackImage, UploadProgress } from '@plotwise/ui';
import { FilePicker, Input } from '@plotwise/ui/forms';
import { IMAGE_ACCEPT, useImageUpload } from './use-image-upload';

/** One editable image: a stable key for React, the url, caption and default flag. */
export interface ImageRow {
  key: string;
  url: string;
  caption: string;
  isDefault: boolean;
}

let rowCounter = 0;
export const newRowKey = () => `image-row-${(rowCounter += 1)}`;

export function toImageRows(images: readonly { url: string; caption: string; isDefault: boolean }[]): ImageRow[] {
  return images.map((image) => ({ key: newRowKey(), url: image.url, caption: image.caption, isDefault: image.isDefault }));
}

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Row = styled.li`
  display: grid;
  gap: 10px;
  grid-template-columns: 96px 1fr;
  align-items: start;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  img { width: 96px; height: 72px; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; background: ${({ theme }) => theme.colors.page}; }
  .fields { display: grid; gap: 8px; min-width: 0; }
  label.text { display: grid; gap: 4px; font-size: .9rem; font-weight: 600; }
  .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .default { display: inline-flex; gap: 6px; align-items: center; min-height: 44px; font-weight: 600; }
  .default input { width: 20px; height: 20px; }
  @media (max-width: 480px) { grid-template-columns: 1fr; img { width: 100%; height: auto; aspect-ratio: 3 / 2; } }
`;

interface ImageRowsEditorProps {
  rows: ImageRow[];
  onChange: (rows: ImageRow[]) => void;
  /** Called after a file upload filled a row (the hub form saves an edited project then). */
  onUploaded?: (rows: ImageRow[]) => void;
  /** City banners: one picture, no default choice, no rows added or removed. */
  single?: boolean;
  /** Accessible name of the list. */
  label: string;
  errors?: Record<string, string>;
}

/**
 * Image rows with url, caption, default radio, a file upload and Remove, and
 * Add Image below; the default rules are the shared ones of packages/contracts.
 */
export function ImageRowsEditor({ rows, onChange, onUploaded, single = false, label, errors = {} }: ImageRowsEditorProps) {
  const id = useId();
  const upload = useImageUpload();
  const [busy, setBusy] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  const update = (key: string, change: Partial<ImageRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const uploadInto = async (key: string, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(key);
    setSent(0);
    const url = await upload(file, setSent);
    setBusy(null);
    if (!url) return;
    const next = rows.map((row) => (row.key === key ? { ...row, url, caption: row.caption || file.name.replace(/\.[^.]+$/, '') } : row));
    onChange(next);
    onUploaded?.(next);
  };

  return (
    <div>
      <Rows aria-label={label}>
        {rows.map((row, index) => (
          <Row key={row.key}>
            <FallbackImage src={row.url.trim() || null} alt={row.caption ? `Preview: ${row.caption}` : `Preview of image ${index + 1}`} width={96} height={72} />
            <div className="fields">
              <label className="text">
                {TEXTS.urlLabel} {index + 1}
                <Input
                  value={row.url}
                  placeholder="https://… or upload a file"
                  aria-invalid={errors[`${row.key}.url`] ? true : undefined}
                  onChange={(event) => update(row.key, { url: event.target.value })}
                />
              </label>
              {errors[`${row.key}.url`] && <span role="alert" className="error">{errors[`${row.key}.url`]}</span>}
              <label className="text">
                {TEXTS.captionLabel} {index + 1}
                <Input
                  value={row.caption}
                  maxLength={200}
                  aria-invalid={errors[`${row.key}.caption`] ? true : undefined}
                  onChange={(event) => update(row.key, { caption: event.target.value })}
                />
              </label>
              {errors[`${row.key}.caption`] && <span role="alert" className="error">{errors[`${row.key}.caption`]}</span>}
              <div className="controls">
                {!single && (
                  <label className="default">
                    <input type="radio" name={`${id}-default`} checked={row.isDefault} onChange={() => onChange(chooseDefaultImage(rows, index))} />
                    {TEXTS.defaultLabel}
                  </label>
                )}
                <FilePicker>
                  <input type="file" accept={IMAGE_ACCEPT} aria-label={`${TEXTS.uploadFile} for image ${index + 1}`} onChange={(event) => void uploadInto(row.key, event)} disabled={busy !== null} />
                  {busy === row.key ? 'Uploading…' : TEXTS.uploadFile}
                </FilePicker>
                {busy === row.key && <UploadProgress what={`image ${index + 1}`} fraction={sent} />}
                {!single && (
                  <Button type="button" $variant="ghost" onClick={() => onChange(removeImageEntry(rows, index))} aria-label={`${TEXTS.remove} image ${index + 1}`}>
                    {TEXTS.remove}
                  </Button>
                )}
              </div>
            </div>
          </Row>
        ))}
      </Rows>
      {!single && (
        <Button type="button" $variant="secondary" style={{ marginTop: 12 }} onClick={() => onChange(addImageEntry(rows, { key: newRowKey(), url: '', caption: '' }))}>
          + {TEXTS.addImage}
        </Button>
      )}
    </div>
  );
}
