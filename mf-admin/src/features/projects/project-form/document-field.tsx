import { useField } from 'formik';
import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { HUB_FORM_TEXTS as TEXTS, UPLOAD_KINDS } from '@plotwise/contracts';
import { Button, readableError, UploadProgress, uploadFile, useToast } from '@plotwise/ui';
import { FilePicker, TextField } from '@plotwise/ui/forms';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  a { font-weight: 600; color: ${({ theme }) => theme.colors.brandDark}; overflow-wrap: anywhere; }
`;

type DocumentKind = 'document' | 'layout';

const RULES: Record<DocumentKind, { accept: string; tooLarge: string; wrongType: string; readFailed: string }> = {
  document: {
    accept: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    tooLarge: TEXTS.documentTooLarge,
    wrongType: TEXTS.documentWrongType,
    readFailed: TEXTS.documentReadFailed,
  },
  layout: { accept: 'image/*,.pdf,application/pdf', tooLarge: TEXTS.fileTooLarge, wrongType: TEXTS.layoutWrongType, readFailed: TEXTS.fileReadFailed },
};

const TYPES: Record<DocumentKind, readonly string[]> = { document: UPLOAD_KINDS.document.types, layout: UPLOAD_KINDS.layout.types };

/**
 * The brochure or the layout map: uploaded as a file (POST /api/upload, stored
 * and served by the API; never an inline data URL) or typed as an https:// link.
 */
export function DocumentField({ name, label, kind, hint }: { name: 'brochureUrl' | 'layoutMapUrl'; label: string; kind: DocumentKind; hint: string }) {
  const [field, , helpers] = useField<string>(name);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  /** The share sent of the file uploading, or null. */
  const [sent, setSent] = useState<{ name: string; fraction: number } | null>(null);
  const rules = RULES[kind];

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > UPLOAD_KINDS[kind].maxBytes) {
      toast({ title: rules.tooLarge, variant: 'destructive' });
      return;
    }
    if (file.type && !TYPES[kind].includes(file.type) && !(kind === 'layout' && file.type.startsWith('image/'))) {
      toast({ title: rules.wrongType, variant: 'destructive' });
      return;
    }
    setBusy(true);
    setSent({ name: file.name, fraction: 0 });
    toast({ title: TEXTS.uploading, description: file.name });
    try {
      const stored = await uploadFile(kind, file, (fraction) => setSent({ name: file.name, fraction }));
      await helpers.setValue(stored.url);
      toast({ title: TEXTS.uploadSucceeded, description: file.name, variant: 'success' });
    } catch (error) {
      toast({ title: TEXTS.uploadFailed, description: `${rules.readFailed}: ${readableError(error, 'Unknown error')}`, variant: 'destructive' });
    } finally {
      setBusy(false);
      setSent(null);
    }
  };

  return (
    <div>
      <TextField name={name} label={TEXTS.documentUrlLabel(label)} hint={hint} type="url" inputMode="url" placeholder="https://…" />
      <Row style={{ marginTop: 8 }}>
        <FilePicker>
          <input type="file" accept={rules.accept} aria-label={`${TEXTS.uploadDocument}: ${label}`} onChange={(event) => void choose(event)} disabled={busy} />
          {busy ? TEXTS.uploading : `${TEXTS.uploadDocument}: ${label}`}
        </FilePicker>
        {field.value && (
          <>
            <a href={field.value} target="_blank" rel="noopener noreferrer">
              {TEXTS.currentDocument}
            </a>
            <Button type="button" $variant="ghost" onClick={() => void helpers.setValue('')} aria-label={`${TEXTS.clearDocument} ${label}`}>
              {TEXTS.clearDocument}
            </Button>
          </>
        )}
      </Row>
      {sent && <UploadProgress what={sent.name} fraction={sent.fraction} />}
    </div>
  );
}
