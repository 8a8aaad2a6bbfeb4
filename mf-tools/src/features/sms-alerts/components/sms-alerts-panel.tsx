import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { normaliseIndianMobile, PROJECT_TYPE_LABELS, PROJECT_TYPES, type ProjectType, SMS_ALERTS_TEXTS } from '@plotwise/contracts';
import { Button } from '@plotwise/ui';
import { FieldFrame } from '@plotwise/ui/forms';
import { useSmsStatus, useSubscribeToSmsAlerts, useUnsubscribeFromSmsAlerts, type SubscribeInput } from '../api/sms-alerts';
import { subscriptionTokenFor } from '../api/subscription-tokens';
import { ConfirmCodeForm } from './confirm-code-form';
import { ErrorText, PANEL_TITLE, Panel } from './panel-layout';

/** The status is checked once more than 10 characters are typed (e.g. "+91" and digits). */
const STATUS_CHECK_MIN_LENGTH = 11;
/** The last number used here, so reopening the popover shows its state. */
const REMEMBERED_PHONE_KEY = 'plotwise.smsAlerts.phone';

const Chip = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  min-height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.line};
  font-size: .9rem;
  cursor: pointer;
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.brand}; background: ${({ theme }) => theme.colors.brandSoft}; }
`;

const Subscribed = styled.div`
  display: grid;
  gap: 10px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successSoft};
  strong { display: flex; align-items: center; gap: 8px; color: ${({ theme }) => theme.colors.ink}; }
`;

const GreenDot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  flex: none;
`;

function rememberedPhone(): string {
  try {
    return window.localStorage.getItem(REMEMBERED_PHONE_KEY) ?? '';
  } catch {
    return '';
  }
}

function remember(phone: string | null): void {
  try {
    if (phone) window.localStorage.setItem(REMEMBERED_PHONE_KEY, phone);
    else window.localStorage.removeItem(REMEMBERED_PHONE_KEY);
  } catch {
    // storage disabled: the popover simply starts empty next time
  }
}

/**
 * SMS alerts for new projects, exposed to the shell's header as
 * `mf_tools/sms-alerts`: subscribe a mobile number (all project types or some)
 * and confirm it with the code texted to it, see that it is subscribed,
 * unsubscribe. Only this browser, holding the token the confirmation gave,
 * sees the number's subscription; another device confirms the number again.
 */
export default function SmsAlertsPanel() {
  const [phone, setPhone] = useState(rememberedPhone);
  const [types, setTypes] = useState<ProjectType[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  /** Set once a code is on its way: the panel then asks for it. */
  const [awaitingCode, setAwaitingCode] = useState<SubscribeInput | null>(null);
  const subscribe = useSubscribeToSmsAlerts();
  const unsubscribe = useUnsubscribeFromSmsAlerts();

  const normalised = normaliseIndianMobile(phone);
  const checkable = phone.trim().length >= STATUS_CHECK_MIN_LENGTH && normalised !== null;
  const token = checkable ? subscriptionTokenFor(normalised) : null;
  const status = useSmsStatus(checkable ? normalised : null, token);
  const isSubscribed = checkable && status.data?.subscribed === true;

  useEffect(() => setProblem(null), [phone]);

  const toggleType = (type: ProjectType) =>
    setTypes((current) => (current.includes(type) ? current.filter((item) => item !== type) : [...current, type]));

  const onSubscribe = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) return setProblem(SMS_ALERTS_TEXTS.phoneRequired);
    if (!normalised) return setProblem(SMS_ALERTS_TEXTS.phoneInvalid);
    const request: SubscribeInput = { phoneNumber: normalised, propertyTypes: types.length === 0 ? 'all' : types };
    try {
      const reply = await subscribe.mutateAsync(request);
      setPhone(reply.phoneNumber);
      setAwaitingCode({ ...request, phoneNumber: reply.phoneNumber });
    } catch {
      setProblem(SMS_ALERTS_TEXTS.subscribeFailed);
    }
  };

  const onUnsubscribe = async () => {
    if (!normalised || !token) return;
    try {
      await unsubscribe.mutateAsync({ phoneNumber: normalised, token });
      remember(null);
    } catch {
      setProblem(SMS_ALERTS_TEXTS.unsubscribeFailed);
    }
  };

  if (isSubscribed) {
    return (
      <Panel>
        <h2>{PANEL_TITLE}</h2>
        <Subscribed>
          <strong><GreenDot aria-hidden="true" />Subscribed: {normalised}</strong>
          <p>We will text you when a new project matching your choice is approved.</p>
          <Button type="button" $variant="secondary" onClick={onUnsubscribe} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
        </Subscribed>
        {problem && <ErrorText role="alert">{problem}</ErrorText>}
      </Panel>
    );
  }

  if (awaitingCode) {
    return (
      <ConfirmCodeForm
        request={awaitingCode}
        onConfirmed={(phoneNumber) => {
          remember(phoneNumber);
          setAwaitingCode(null);
        }}
        onCancel={() => setAwaitingCode(null)}
      />
    );
  }

  return (
    <Panel as="form" onSubmit={onSubscribe} noValidate aria-label="SMS alerts">
      <h2>{PANEL_TITLE}</h2>
      <p>Be the first to hear about newly approved projects. No spam; unsubscribe any time.</p>
      <FieldFrame>
        <label htmlFor="sms-alerts-phone">Mobile number</label>
        <input
          id="sms-alerts-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
          value={phone}
          aria-describedby="sms-alerts-hint"
          aria-invalid={problem === SMS_ALERTS_TEXTS.phoneInvalid || undefined}
          onChange={(event) => setPhone(event.target.value)}
        />
        <p className="field-hint" id="sms-alerts-hint">{SMS_ALERTS_TEXTS.phoneHint}</p>
      </FieldFrame>
      <fieldset>
        <legend>Project types (none chosen: all)</legend>
        {PROJECT_TYPES.map((type) => (
          <Chip key={type}>
            <input type="checkbox" checked={types.includes(type)} onChange={() => toggleType(type)} />
            {PROJECT_TYPE_LABELS[type]}
          </Chip>
        ))}
      </fieldset>
      {checkable && status.isFetching && <p role="status">Checking subscription status…</p>}
      {checkable && status.isError && <ErrorText role="alert">{SMS_ALERTS_TEXTS.statusFailed}</ErrorText>}
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      <Button type="submit" $block disabled={phone === '' || subscribe.isPending}>
        {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
      </Button>
    </Panel>
  );
}
