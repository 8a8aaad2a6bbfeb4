import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatIndianMobile, SMS_ALERTS_TEXTS, SMS_VERIFICATION, smsCodeSchema } from '@plotwise/contracts';
import { ApiError, Button } from '@plotwise/ui';
import { FieldFrame } from '@plotwise/ui/forms';
import { useConfirmSmsNumber, useSubscribeToSmsAlerts, type SubscribeInput } from '../api/sms-alerts';
import { ErrorText, PANEL_TITLE, Panel } from './panel-layout';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The API's own reason for a refused code (wrong, expired, too many tries), else the generic failure text. */
function reasonOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : fallback;
}

interface ConfirmCodeFormProps {
  /** What was sent to subscribe: the number the code went to, and the types to apply. */
  request: SubscribeInput;
  onConfirmed: (phoneNumber: string) => void;
  onCancel: () => void;
}

/**
 * The second step of subscribing: the 6-digit code texted to the number proves
 * it is the visitor's. Confirming subscribes it (the panel then shows the
 * subscribed state); a new code can be asked for.
 */
export function ConfirmCodeForm({ request, onConfirmed, onCancel }: ConfirmCodeFormProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = useConfirmSmsNumber();
  const resend = useSubscribeToSmsAlerts();

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = smsCodeSchema.safeParse(code);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? SMS_ALERTS_TEXTS.codeInvalid);
    try {
      const reply = await confirm.mutateAsync({ phoneNumber: request.phoneNumber, code: parsed.data });
      onConfirmed(reply.phoneNumber);
    } catch (error) {
      setProblem(reasonOf(error, SMS_ALERTS_TEXTS.subscribeFailed));
    }
  };

  const onResend = async () => {
    setProblem(null);
    setNotice(null);
    try {
      await resend.mutateAsync(request);
      setCode('');
      setNotice(SMS_ALERTS_TEXTS.codeResent);
    } catch (error) {
      setProblem(reasonOf(error, SMS_ALERTS_TEXTS.subscribeFailed));
    }
  };

  return (
    <Panel as="form" onSubmit={onConfirm} noValidate aria-label="Confirm your number">
      <h2>{PANEL_TITLE}</h2>
      <p id="sms-alerts-code-prompt">{SMS_ALERTS_TEXTS.codePrompt(formatIndianMobile(request.phoneNumber))}</p>
      <FieldFrame>
        <label htmlFor="sms-alerts-code">{SMS_ALERTS_TEXTS.codeLabel}</label>
        <input
          id="sms-alerts-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_VERIFICATION.codeLength + 2}
          value={code}
          aria-describedby="sms-alerts-code-prompt"
          aria-invalid={problem !== null || undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(null);
          }}
        />
      </FieldFrame>
      {notice && <p role="status">{notice}</p>}
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      <Button type="submit" $block disabled={code.trim() === '' || confirm.isPending}>
        {confirm.isPending ? SMS_ALERTS_TEXTS.confirming : SMS_ALERTS_TEXTS.confirm}
      </Button>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onResend} disabled={resend.isPending}>
          {SMS_ALERTS_TEXTS.resend}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {SMS_ALERTS_TEXTS.changeNumber}
        </Button>
      </Actions>
    </Panel>
  );
}
