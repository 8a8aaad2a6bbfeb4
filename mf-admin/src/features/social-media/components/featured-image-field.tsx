import { useField } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, UPLOAD_KINDS } from '@plotwise/contracts';
import { Button, readableError, UploadProgress, uploadFile } from '@plotwise/ui';
import { FieldFrame } from '@plotwise/ui/forms';

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  img { width: 160px; height: 100px; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; background: ${({ theme }) => theme.colors.line}; }
`;

/** The post's picture: chosen from the device, uploaded at once (JPEG or PNG, 5MB), previewed, removable. */
export function FeaturedImageField({ name }: { name: string }) {
  const id = useId();
  const [field, , helpers] = useField<string | null>(name);
  const [state, setState] = useState<{ uploading: boolean; error: string }>({ uploading: false, error: '' });
  const [sent, setSent] = useState(0);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > UPLOAD_KINDS.image.maxBytes) {
      setState({ uploading: false, error: `${TEXTS.imageUploadFailed}: ${TEXTS.featuredImageHint}` });
      return;
    }
    setState({ uploading: true, error: '' });
    setSent(0);
    try {
      const uploaded = await uploadFile('image', file, setSent);
      await helpers.setValue(uploaded.url);
      setState({ uploading: false, error: '' });
    } catch (error) {
      setState({ uploading: false, error: `${TEXTS.imageUploadFailed}: ${readableError(error, TEXTS.featuredImageHint)}` });
    }
  };

  return (
    <FieldFrame>
      <label htmlFor={id}>{TEXTS.featuredImageLabel}</label>
      <p className="field-hint" id={`${id}-hint`}>{TEXTS.featuredImageHint}</p>
      {field.value && (
        <Preview>
          <img src={field.value} alt={TEXTS.featuredImageLabel} />
          <Button type="button" $variant="ghost" onClick={() => helpers.setValue(null)}>
            {TEXTS.removeImage}
          </Button>
        </Preview>
      )}
      <input id={id} type="file" accept={UPLOAD_KINDS.image.types.join(',')} aria-describedby={`${id}-hint`} onChange={choose} disabled={state.uploading} />
      {state.uploading && <UploadProgress what="the featured image" fraction={sent} />}
      {state.error && <p className="field-error" role="alert">{state.error}</p>}
    </FieldFrame>
  );
}
