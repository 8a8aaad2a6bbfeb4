import { useField } from 'formik';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { IMAGE_CAPTION_MAX, PROJECT_SUBMISSION_LIMITS, PROJECT_SUBMISSION_TEXTS as TEXTS, UPLOAD_KINDS } from '@plotwise/contracts';
import { Button, readableError, uploadFile, UploadProgress, useToast } from '@plotwise/ui';
import { FilePicker } from '@plotwise/ui/forms';
import type { SubmissionImage } from '../submission-schema';

const Frame = styled.fieldset`
  border: 1px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px;
  margin: 0;
  display: grid;
  gap: 12px;
  legend { font-weight: 600; color: ${({ theme }) => theme.colors.ink}; padding: 0 4px; }
  .hint { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
  [role='alert'] { color: ${({ theme }) => theme.colors.danger}; margin: 0; }
`;

const Previews = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
`;

const Preview = styled.li`
  display: grid;
  gap: 8px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; background: ${({ theme }) => theme.colors.page}; }
  input[type='text'] {
    min-height: 40px;
    padding: 0 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.line};
    font: inherit;
    width: 100%;
  }
  .default { display: flex; align-items: center; gap: 6px; font-size: .9rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

const ACCEPTED: readonly string[] = UPLOAD_KINDS.image.types;

/**
 * Images for a submission: each file is uploaded at once (the server checks its
 * bytes) and shown as a preview with a caption and a cover choice. The first
 * image is the cover; choosing another clears it; removing the cover makes the
 * first remaining one the cover.
 */
export function ImageUploader({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const [field, meta, helpers] = useField<SubmissionImage[]>('images');
  const toast = useToast();
  const [uploading, setUploading] = useState(0);
  const id = useId();
  const images = field.value;
  // Uploads finish one after another while the person may edit captions: always extend the latest list.
  const latest = useRef(images);
  latest.current = images;
  const room = PROJECT_SUBMISSION_LIMITS.maxImages - images.length;

  useEffect(() => onBusyChange(uploading > 0), [uploading, onBusyChange]);
  /** The file being sent and how much of it has gone. */
  const [sending, setSending] = useState<{ name: string; fraction: number } | null>(null);

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > room) toast({ title: TEXTS.tooManyImages, variant: 'destructive' });
    const accepted = files.slice(0, Math.max(0, room)).filter((file) => {
      if (!ACCEPTED.includes(file.type)) {
        toast({ title: TEXTS.uploadFailed, description: `${file.name}: ${TEXTS.imageWrongType}`, variant: 'destructive' });
        return false;
      }
      if (file.size > UPLOAD_KINDS.image.maxBytes) {
        toast({ title: TEXTS.imageTooLarge, description: TEXTS.imageTooLargeDescription, variant: 'destructive' });
        return false;
      }
      return true;
    });
    if (accepted.length === 0) return;

    setUploading((count) => count + accepted.length);
    for (const file of accepted) {
      setSending({ name: file.name, fraction: 0 });
      try {
        const stored = await uploadFile('image', file, (fraction) => setSending({ name: file.name, fraction }));
        const current = latest.current;
        const next = [...current, { url: stored.url, name: stored.name, caption: '', isDefault: !current.some((image) => image.isDefault) }];
        latest.current = next;
        await helpers.setValue(next);
        toast({ title: TEXTS.uploadSucceeded, description: TEXTS.uploadSucceededDescription(stored.name), variant: 'success' });
      } catch (error) {
        toast({ title: TEXTS.uploadFailed, description: TEXTS.uploadFailedDescription(readableError(error, '')), variant: 'destructive' });
      } finally {
        setUploading((count) => count - 1);
        setSending(null);
      }
    }
  };

  const makeDefault = (url: string) => helpers.setValue(images.map((image) => ({ ...image, isDefault: image.url === url })));
  const setCaption = (url: string, caption: string) => helpers.setValue(images.map((image) => (image.url === url ? { ...image, caption } : image)));
  /** The caption's problem at `index` once the form has been submitted (yup reports a list's items by position). */
  const captionError = (index: number) => (meta.touched && Array.isArray(meta.error) ? (meta.error[index] as { caption?: string } | undefined)?.caption : undefined);
  const remove = (url: string) => {
    const rest = images.filter((image) => image.url !== url);
    const hasDefault = rest.some((image) => image.isDefault);
    helpers.setValue(rest.map((image, index) => ({ ...image, isDefault: hasDefault ? image.isDefault : index === 0 })));
  };

  return (
    <Frame>
      <legend>Images</legend>
      <p className="hint" id={`${id}-hint`}>
        JPEG or PNG, up to {UPLOAD_KINDS.image.sizeLabel} each, at most {PROJECT_SUBMISSION_LIMITS.maxImages}. The cover image leads your listing.
      </p>
      <FilePicker>
        <input type="file" accept={ACCEPTED.join(',')} multiple onChange={addFiles} disabled={room <= 0} aria-describedby={`${id}-hint`} />
        {uploading > 0 ? `${TEXTS.uploading} (${uploading})` : 'Add Images'}
      </FilePicker>
      {sending && <UploadProgress what={sending.name} fraction={sending.fraction} />}
      {meta.error && typeof meta.error === 'string' && <p role="alert">{meta.error}</p>}
      {images.length > 0 && (
        <Previews aria-label="Uploaded images">
          {images.map((image, index) => (
            <Preview key={image.url}>
              <img src={image.url} alt={image.caption || `Image ${index + 1}: ${image.name}`} />
              <label>
                <span className="visually-hidden">Caption for {image.name}</span>
                <input
                  type="text"
                  value={image.caption}
                  maxLength={IMAGE_CAPTION_MAX}
                  placeholder="Caption"
                  aria-required
                  aria-invalid={captionError(index) ? true : undefined}
                  onChange={(event) => setCaption(image.url, event.target.value)}
                />
              </label>
              {captionError(index) && <span role="alert">{captionError(index)}</span>}
              <label className="default">
                <input type="radio" name={`${id}-cover`} checked={image.isDefault} onChange={() => makeDefault(image.url)} />
                Cover image
              </label>
              <Button type="button" $variant="ghost" onClick={() => remove(image.url)} aria-label={`Remove ${image.name}`}>
                Remove
              </Button>
            </Preview>
          ))}
        </Previews>
      )}
    </Frame>
  );
}
