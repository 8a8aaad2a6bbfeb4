import styled from 'styled-components';
import { LEAD_ALERT_TEXTS as TEXTS, type LeadAlertSettings } from '@plotwise/contracts';
import { Skeleton, readableError, useToast } from '@plotwise/ui';
import { useLeadAlerts, useUpdateLeadAlerts } from '../api/lead-alerts';

const Section = styled.section`
  margin-top: 24px;
  h2 { font-size: 1.25rem; }
  fieldset { border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radius.md}; padding: 12px 16px; margin: 0 0 12px; }
  legend { font-weight: 700; padding: 0 4px; }
  label { display: flex; gap: 8px; align-items: center; margin: 6px 0; }
  p { margin: 4px 0 0; font-size: .9rem; color: ${({ theme }) => theme.colors.muted}; }
`;

type Choice = keyof LeadAlertSettings;
const GROUPS: ReadonlyArray<{ legend: string; email: Choice; sms: Choice; emailLabel: string; smsLabel: string }> = [
  { legend: TEXTS.leadsLegend, email: 'email', sms: 'sms', emailLabel: TEXTS.emailLabel, smsLabel: TEXTS.smsLabel },
  { legend: TEXTS.visitsLegend, email: 'visitEmail', sms: 'visitSms', emailLabel: TEXTS.visitEmailLabel, smsLabel: TEXTS.visitSmsLabel },
];

/** How the agent hears of a new lead and of a booked visit: email and/or SMS, each saved as it is ticked. */
export function LeadAlertsPanel({ hasPhone }: { hasPhone: boolean }) {
  const settings = useLeadAlerts();
  const update = useUpdateLeadAlerts();
  const toast = useToast();
  const choose = (choice: Choice, on: boolean) =>
    update.mutate({ [choice]: on }, {
      onSuccess: () => toast({ title: TEXTS.saved, variant: 'success' }),
      onError: (error) => toast({ title: TEXTS.saveFailed, description: readableError(error, ''), variant: 'destructive' }),
    });

  return (
    <Section aria-labelledby="lead-alerts-title">
      <h2 id="lead-alerts-title">{TEXTS.title}</h2>
      {settings.isLoading && <Skeleton $height="120px" aria-label="Loading your alert settings" />}
      {settings.isError && <p role="alert">{TEXTS.saveFailed}</p>}
      {settings.data &&
        GROUPS.map((group) => (
          <fieldset key={group.legend} disabled={update.isPending}>
            <legend>{group.legend}</legend>
            <label>
              <input type="checkbox" checked={settings.data[group.email]} onChange={(event) => choose(group.email, event.target.checked)} />
              {group.emailLabel}
            </label>
            <label>
              <input
                type="checkbox"
                checked={settings.data[group.sms]}
                disabled={!hasPhone && !settings.data[group.sms]}
                onChange={(event) => choose(group.sms, event.target.checked)}
              />
              {group.smsLabel}
            </label>
            {!hasPhone && <p>{TEXTS.smsNeedsPhone}</p>}
          </fieldset>
        ))}
    </Section>
  );
}
