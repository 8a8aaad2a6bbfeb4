import styled from 'styled-components';
import { INQUIRY_FORM, INQUIRY_PHONE_FORM, INQUIRY_REFUSALS, INQUIRY_TEXTS, PUBLIC_FORM_TEXTS, type InquiryRefusal } from '@plotwise/contracts';
import { useSearchParams } from '@plotwise/ui';
import { PlainPhoneConfirm, isPhoneConfirmStep } from './plain-phone-confirm';

const Note = styled.div<{ $sent: boolean }>`
  margin: 0 0 14px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $sent }) => ($sent ? theme.colors.brand : theme.colors.danger)};
  color: ${({ theme }) => theme.colors.ink};
  p { margin: 0; }
`;

/** The words for an outcome: only known keys are read, never text from the address. */
function refusalText(outcome: string): string {
  if (outcome === INQUIRY_FORM.busy) return PUBLIC_FORM_TEXTS.tooManySubmissions;
  return (INQUIRY_REFUSALS as readonly string[]).includes(outcome) ? INQUIRY_TEXTS[outcome as InquiryRefusal] : INQUIRY_TEXTS.failedDescription;
}

/**
 * What became of an inquiry sent by the plain HTML form: the answer sends the
 * visitor back with `?enquiry=`; while its number is not confirmed, the next
 * step of confirming it follows the note.
 */
export function InquiryOutcome({ projectId }: { projectId: number }) {
  const [params] = useSearchParams();
  const outcome = params.get(INQUIRY_FORM.resultParam);
  if (!outcome) return null;
  const sent = (
    <Note $sent role="status" data-testid="inquiry-outcome">
      <p><strong>{INQUIRY_TEXTS.sentTitle}</strong> {INQUIRY_TEXTS.sentDescription}</p>
    </Note>
  );
  if (outcome === INQUIRY_FORM.sent) return sent;
  if (isPhoneConfirmStep(outcome)) {
    return (
      <>
        {outcome === INQUIRY_PHONE_FORM.confirm && sent}
        <PlainPhoneConfirm step={outcome} projectId={projectId} />
      </>
    );
  }
  return (
    <Note $sent={false} role="alert" data-testid="inquiry-outcome">
      <p><strong>{INQUIRY_TEXTS.failedTitle}</strong> {refusalText(outcome)}</p>
    </Note>
  );
}
