import { useField } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_OPS_TEXTS as TEXTS, renderMarkdown } from '@plotwise/contracts';
import { Button } from '@plotwise/ui';

const Frame = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
`;

const Rendered = styled.div`
  justify-self: stretch;
  max-height: 360px;
  overflow: auto;
  padding: 12px 16px;
  border: 1px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  line-height: 1.6;
  p, ul, ol { margin: 0 0 .8em; }
  h2, h3, h4 { margin: 1em 0 .4em; }
  ul, ol { padding-left: 1.4em; }
`;

/** Shows a Markdown field as the public post will, on request (the same renderer). */
export function MarkdownPreview({ name }: { name: string }) {
  const [field] = useField<string>(name);
  const [open, setOpen] = useState(false);
  const html = useMemo(() => (open ? renderMarkdown(field.value ?? '') : ''), [open, field.value]);
  return (
    <Frame>
      <Button type="button" $variant="secondary" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        {open ? TEXTS.hidePreview : TEXTS.showPreview}
      </Button>
      {open && <Rendered role="region" aria-label={TEXTS.previewLabel} dangerouslySetInnerHTML={{ __html: html }} />}
    </Frame>
  );
}
