import styled from 'styled-components';
import { INQUIRY_PHONE_FORM, INQUIRY_PHONE_TEXTS as TEXTS, SMS_ALERTS_TEXTS, SMS_VERIFICATION } from '@plotwise/contracts';
import { Badge, Button } from '@plotwise/ui';

const Box = styled.div`
  display: grid;
  gap: 8px;
  margin: 0 0 14px;
  padding: 12px;
  border: 1px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; font-size: .9rem; }
  form { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
  label { display: grid; gap: 4px; font-weight: 600; font-size: .9rem; }
  input { width: 9em; }
`;

/** The steps, named by `?enquiry=`, whose words come from the SMS codes' texts. */
const REFUSALS = { codeWrong: 'code', codeInvalid: 'code', tooManyCodes: 'code', codeLocked: 'send' } as const;
type Refusal = keyof typeof REFUSALS;
const isRefusal = (step: string): step is Refusal => Object.hasOwn(REFUSALS, step);

/** Whether `?enquiry=` is a step of confirming the number, for the outcome note to leave it here. */
export function isPhoneConfirmStep(step: string): boolean {
  return isRefusal(step) || ([INQUIRY_PHONE_FORM.confirm, INQUIRY_PHONE_FORM.codeSent, INQUIRY_PHONE_FORM.verified, INQUIRY_PHONE_FORM.expired] as string[]).includes(step);
}

function SendCodeForm({ projectId, label }: { projectId: number; label: string }) {
  return (
    <form method="post" action={INQUIRY_PHONE_FORM.codeAction}>
      <input type="hidden" name="projectId" value={projectId} />
      <Button type="submit" $variant="secondary">{label}</Button>
    </form>
  );
}

function CodeForm({ projectId }: { projectId: number }) {
  return (
    <form method="post" action={INQUIRY_PHONE_FORM.verifyAction} aria-label={TEXTS.confirmSentTitle}>
      <input type="hidden" name="projectId" value={projectId} />
      <label>
        {TEXTS.codeLabel}
        <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_VERIFICATION.codeLength} required />
      </label>
      <Button type="submit">{TEXTS.confirm}</Button>
    </form>
  );
}

/**
 * Confirming the number of an inquiry sent by the plain form: plain forms
 * that ask for a code and take it, so it works without the page's script.
 * The server knows the inquiry from this browser's cookie; the page only
 * follows the step it was sent back with.
 */
export function PlainPhoneConfirm({ step, projectId }: { step: string; projectId: number }) {
  if (step === INQUIRY_PHONE_FORM.verified) {
    return (
      <Box role="status" data-testid="inquiry-phone-step">
        <div><Badge $tone="success">✓ {TEXTS.verified}</Badge></div>
        <p>{TEXTS.verifiedHint}</p>
      </Box>
    );
  }
  if (step === INQUIRY_PHONE_FORM.expired) {
    return <Box role="alert" data-testid="inquiry-phone-step"><p>{TEXTS.confirmExpired}</p></Box>;
  }
  const refusal = isRefusal(step) ? step : null;
  const askCode = step === INQUIRY_PHONE_FORM.confirm || (refusal !== null && REFUSALS[refusal] === 'send');
  return (
    <Box data-testid="inquiry-phone-step">
      <h3>{TEXTS.confirmSentTitle}</h3>
      {refusal && <p role="alert">{SMS_ALERTS_TEXTS[refusal]}</p>}
      {step === INQUIRY_PHONE_FORM.confirm && <p>{TEXTS.optional}</p>}
      {askCode ? (
        <SendCodeForm projectId={projectId} label={TEXTS.sendCode} />
      ) : (
        <>
          <p role={step === INQUIRY_PHONE_FORM.codeSent ? 'status' : undefined}>{TEXTS.codeSentToInquiryPhone}</p>
          <CodeForm projectId={projectId} />
          <SendCodeForm projectId={projectId} label={SMS_ALERTS_TEXTS.resend} />
        </>
      )}
    </Box>
  );
}
