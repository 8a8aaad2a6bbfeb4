import type { Knex } from 'knex';
import { LEAD_ALERT_TEXTS, normaliseIndianMobile } from '@plotwise/contracts';
import { User, type Inquiry } from '../../db/models';
import { messages } from '../../messaging';

/** Where an agent's leads are: the dashboard's Leads tab. */
const LEADS_PATH = '/agent-dashboard?tab=leads';

/**
 * Tells the agent of a new lead the ways they chose (email unless turned off,
 * SMS when chosen and their profile has a mobile), through the message queue
 * and inside the inquiry's transaction: an inquiry that is not stored alerts
 * nobody, and one stored alerts once (its id is the key).
 */
export async function queueLeadAlerts(inquiry: Inquiry, agentId: number, trx: Knex.Transaction, publicUrl: string | null = null): Promise<void> {
  const agent = await User.query(trx).findById(agentId).select('id', 'email', 'phone', 'leadAlertEmail', 'leadAlertSms', 'isActive');
  if (!agent?.isActive) return;
  const facts = {
    name: inquiry.name,
    phone: inquiry.phone,
    email: inquiry.email,
    message: inquiry.message,
    projectTitle: inquiry.projectTitle,
    verified: inquiry.phoneVerifiedAt !== null,
    leadsUrl: publicUrl ? `${publicUrl}${LEADS_PATH}` : null,
  };
  const common = { purpose: 'lead-notification', trx, projectId: inquiry.projectId };
  if (agent.leadAlertEmail && agent.email) {
    const email = { to: agent.email, subject: LEAD_ALERT_TEXTS.emailSubject(facts), text: LEAD_ALERT_TEXTS.emailText(facts) };
    await messages().sendEmail(email, { ...common, idempotencyKey: `lead-alert:email:${inquiry.id}` });
  }
  const mobile = agent.phone ? normaliseIndianMobile(agent.phone) : null;
  if (agent.leadAlertSms && mobile) {
    await messages().sendSms({ to: mobile, body: LEAD_ALERT_TEXTS.smsText(facts) }, { ...common, idempotencyKey: `lead-alert:sms:${inquiry.id}` });
  }
}
