import { useState } from 'react';
import styled from 'styled-components';
import { INQUIRY_PHONE_TEXTS as TEXTS, formatIndianMobile, normaliseIndianMobile } from '@plotwise/contracts';
import { Badge, Button, readableError } from '@plotwise/ui';
import { useConfirmPhoneCode, usePhoneStatus, useSendPhoneCode } from '../api/phone-verification';

const Box = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px;
  border: 1px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  p { margin: 0; font-size: .9rem; color: ${({ theme }) => theme.colors.muted}; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
  label { display: grid; gap: 4px; font-weight: 600; font-size: .9rem; }
  input { width: 9em; }
`;

/**
 * The optional "verify your phone" step beside an inquiry's phone: a texted
 * code confirms the number for this browser (the server keeps it in a signed
 * cookie), so the seller sees the lead as verified. Skipping it sends anyway.
 */
/** The words that say what confirming is for: an inquiry's by default, another form's (a saved search) when given. */
export interface PhoneVerificationWords { optional: string; verifiedHint: string; unverifiedNote: string | null }
const INQUIRY_WORDS: PhoneVerificationWords = TEXTS;

export function PhoneVerification({ phone, words = INQUIRY_WORDS }: { phone: string; words?: PhoneVerificationWords }) {
  const status = usePhoneStatus();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const number = normaliseIndianMobile(phone);

  if (number && status.data?.verifiedPhone === number) {
    return (
      <Box role="status">
        <div><Badge $tone="success">✓ {TEXTS.verified}</Badge> {formatIndianMobile(number)}</div>
        <p>{words.verifiedHint}</p>
      </Box>
    );
  }
  if (!open) {
    return (
      <Box>
        <p>{words.optional}</p>
        <div className="row">
          <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>{TEXTS.verifyButton}</Button>
        </div>
      </Box>
    );
  }
  const codeFor = sentTo && sentTo === number ? sentTo : null;
  return (
    <Box aria-label={TEXTS.verifyButton} role="group">
      {!number && <p>{TEXTS.phoneFirst}</p>}
      {number && !codeFor && (
        <div className="row">
          <Button type="button" $variant="secondary" disabled={send.isPending} onClick={() => send.mutate(number, { onSuccess: () => setSentTo(number) })}>
            {TEXTS.sendCode}
          </Button>
        </div>
      )}
      {codeFor && (
        <>
          <p>{TEXTS.codeSent(formatIndianMobile(codeFor))}</p>
          <div className="row">
            <label>
              {TEXTS.codeLabel}
              <input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
            </label>
            <Button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate({ phoneNumber: codeFor, code })}>{TEXTS.confirm}</Button>
            <Button type="button" $variant="ghost" disabled={send.isPending} onClick={() => send.mutate(codeFor)}>{TEXTS.sendCode}</Button>
          </div>
        </>
      )}
      {send.isError && <p role="alert">{readableError(send.error, TEXTS.sendFailed)}</p>}
      {confirm.isError && <p role="alert">{readableError(confirm.error, TEXTS.confirmFailed)}</p>}
      {words.unverifiedNote && <p>{words.unverifiedNote}</p>}
    </Box>
  );
}
