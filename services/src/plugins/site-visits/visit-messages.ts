import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { SITE_VISIT_MESSAGES, normaliseIndianMobile, type VisitMessageFacts } from '@plotwise/contracts';
import type { MessageQueue } from '../../messaging';
import { visitFacts } from './visit-facts';

/**
 * Every email and text about site visits leaves from here, through the
 * message queue. Called after the change it reports is committed; one event
 * about one visit at one time is queued once (the idempotency key), however
 * often it is called.
 */
export type VisitEvent = 'requested' | 'confirmed' | 'proposed' | 'accepted' | 'cancelled' | 'cancelledBySeller' | 'reminder';

export interface VisitMessageDeps {
  knex: Knex;
  messages: MessageQueue;
  log: Pick<Logger, 'error'>;
  /** PUBLIC_URL; without it, the address the visit was booked through. */
  publicUrl: string | null;
}

type Compose = (facts: VisitMessageFacts) => string;
interface Plan {
  buyer?: { subject: Compose; text: Compose; sms: Compose };
  agent?: { subject: Compose; text: Compose };
}

const M = SITE_VISIT_MESSAGES;
const PLANS: Record<VisitEvent, Plan> = {
  requested: {
    buyer: { subject: M.requestedSubject, text: M.requestedText, sms: M.requestedSms },
    agent: { subject: M.agentNewSubject, text: M.agentNewText },
  },
  confirmed: { buyer: { subject: M.confirmedSubject, text: M.confirmedText, sms: M.confirmedSms } },
  proposed: { buyer: { subject: M.proposedSubject, text: M.proposedText, sms: M.proposedSms } },
  accepted: {
    buyer: { subject: M.confirmedSubject, text: M.confirmedText, sms: M.confirmedSms },
    agent: { subject: M.agentAcceptedSubject, text: M.agentAcceptedText },
  },
  cancelled: { agent: { subject: M.agentCancelledSubject, text: M.agentCancelledText } },
  cancelledBySeller: { buyer: { subject: M.sellerCancelledSubject, text: M.sellerCancelledText, sms: M.sellerCancelledSms } },
  reminder: { buyer: { subject: M.reminderSubject, text: M.reminderText, sms: M.reminderSms } },
};

/** Sends what `event` tells the buyer and the agent about one visit. */
export async function sendVisitMessages(deps: VisitMessageDeps, event: VisitEvent, visitId: number): Promise<void> {
  const facts = await visitFacts(deps.knex, visitId);
  if (!facts) return;
  const origin = deps.publicUrl ?? facts.linkOrigin ?? '';
  const buyerFacts = { ...facts, link: `${origin}/projects/visits/${facts.token}` };
  const agentFacts = { ...facts, link: `${origin}/agent-dashboard?tab=leads` };
  const plan = PLANS[event];
  const sends: Array<Promise<unknown>> = [];
  const key = (to: string, channel: string) => `site-visit:${visitId}:${event}:${facts.date}:${facts.slot}:${to}:${channel}`;
  const options = (to: string, channel: string) => ({ idempotencyKey: key(to, channel), purpose: `site-visit-${event}` });
  if (plan.buyer) {
    const { subject, text, sms } = plan.buyer;
    sends.push(deps.messages.sendSms({ to: facts.phone, body: sms(buyerFacts) }, options('buyer', 'sms')));
    if (facts.email) sends.push(deps.messages.sendEmail({ to: facts.email, subject: subject(buyerFacts), text: text(buyerFacts) }, options('buyer', 'email')));
  }
  // A booked visit reaches the agent the ways they chose; later news about it always goes by email.
  const booked = event === 'requested';
  const agentMobile = facts.agentPhone ? normaliseIndianMobile(facts.agentPhone) : null;
  if (booked && facts.agentVisitSms && agentMobile) {
    sends.push(deps.messages.sendSms({ to: agentMobile, body: M.agentNewSms(agentFacts) }, options('agent', 'sms')));
  }
  if (plan.agent && facts.agentEmail && (!booked || facts.agentVisitEmail !== false)) {
    sends.push(deps.messages.sendEmail({ to: facts.agentEmail, subject: plan.agent.subject(agentFacts), text: plan.agent.text(agentFacts) }, options('agent', 'email')));
  }
  const results = await Promise.allSettled(sends);
  for (const result of results) {
    if (result.status === 'rejected') deps.log.error({ err: result.reason, visitId, event }, 'A site visit message could not be queued');
  }
}
