import styled from 'styled-components';
import { SUBMIT_PROPERTY_TEXTS as TEXTS, plotReference } from '@plotwise/contracts';
import { Button, ButtonLink, Card, Link, useFocusWhenShown } from '@plotwise/ui';

const Panel = styled(Card)`
  padding: 28px;
  display: grid;
  gap: 16px;
  h1 { margin: 0; }
  ol { margin: 0; padding-left: 22px; display: grid; gap: 8px; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; }
`;

const Reference = styled.div`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  p { margin: 0; }
  strong { display: block; font-size: 1.6rem; letter-spacing: .04em; color: ${({ theme }) => theme.colors.brandDark}; }
`;

interface SubmissionConfirmationProps {
  id: number;
  email: string;
  phone: string;
  onSubmitAnother: () => void;
}

/** Where a submitted plot ends: its reference number and what happens next. */
export function SubmissionConfirmation({ id, email, phone, onSubmitAnother }: SubmissionConfirmationProps) {
  // The form is gone: the focus goes to the news, so a screen reader reads it.
  const heading = useFocusWhenShown<HTMLHeadingElement>();
  return (
    <Panel as="section" aria-labelledby="submission-confirmation">
      <h1 id="submission-confirmation" ref={heading} tabIndex={-1}>
        {TEXTS.confirmationTitle}
      </h1>
      <p>{TEXTS.success}.</p>
      <Reference>
        <p>{TEXTS.confirmationReference}</p>
        <strong data-testid="plot-reference">{plotReference(id)}</strong>
        <p>{TEXTS.confirmationReferenceHint}</p>
      </Reference>
      <h2>{TEXTS.nextStepsTitle}</h2>
      <ol>
        {TEXTS.nextSteps(email, phone).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="actions">
        <ButtonLink as={Link} to="/listings">
          {TEXTS.browseListings}
        </ButtonLink>
        <Button type="button" $variant="secondary" onClick={onSubmitAnother}>
          {TEXTS.submitAnother}
        </Button>
      </div>
    </Panel>
  );
}
