import { useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { REPORT_TEXTS as TEXTS } from '@plotwise/contracts';
import { Button } from '@plotwise/ui';

const Box = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  padding-top: 16px;
  h2 { font-size: 1.1rem; margin: 0 0 6px; }
  p { margin: 0 0 12px; color: ${({ theme }) => theme.colors.muted}; }
`;

type FormComponent = ComponentType<{ projectId: number; onSent: () => void }>;

/**
 * "Report this listing": a button until the buyer asks, then the form (its
 * Formik and yup load only then, as the inquiry form's do), then thanks.
 */
export function ReportListing({ projectId }: { projectId: number }) {
  const [Form, setForm] = useState<FormComponent | null>(null);
  const [sent, setSent] = useState(false);
  const open = () => {
    void import('./report-listing-form').then(({ ReportListingForm }) => setForm(() => ReportListingForm), () => undefined);
  };
  return (
    <Box aria-labelledby="report-heading" data-testid="report-listing">
      <h2 id="report-heading">{TEXTS.title}</h2>
      {sent ? (
        <p role="status">{TEXTS.thanks}</p>
      ) : Form ? (
        <>
          <p>{TEXTS.intro}</p>
          <Form projectId={projectId} onSent={() => setSent(true)} />
        </>
      ) : (
        <Button type="button" $variant="secondary" onClick={open}>{TEXTS.open}</Button>
      )}
    </Box>
  );
}
