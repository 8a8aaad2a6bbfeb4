import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { SITE_VISIT_MESSAGES, type VisitMessageFacts } from '@plotwise/contracts';
import type { EmailSender } from '../../email/email-sender';
import { SmsOutboxMessage } from '../../db/models';
import { visitFacts } from './visit-facts';

/**
 * Every email and text about site visits leaves from here, through the
 * server's email sender and the SMS outbox (the dispatcher texts it). Called
 * after the change it reports is committed; a sender's failure is logged and
 * never undoes the change.
 */
export type VisitEvent = 'requested' | 'confirmed' | 'proposed' | 'accepted' | 'cancelled' | 'reminder';

export interface VisitMessageDeps {
  knex: Knex;
  emailSender: EmailSender;
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
  if (plan.buyer) {
    const { subject, text, sms } = plan.buyer;
    sends.push(SmsOutboxMessage.query(deps.knex).insert({ phone: facts.phone, body: sms(buyerFacts), status: 'queued' }).then(() => undefined));
    if (facts.email) sends.push(deps.emailSender.send({ to: facts.email, subject: subject(buyerFacts), text: text(buyerFacts) }));
  }
  if (plan.agent && facts.agentEmail) {
    sends.push(deps.emailSender.send({ to: facts.agentEmail, subject: plan.agent.subject(agentFacts), text: plan.agent.text(agentFacts) }));
  }
  const results = await Promise.allSettled(sends);
  for (const result of results) {
    if (result.status === 'rejected') deps.log.error({ err: result.reason, visitId, event }, 'A site visit message was not accepted by its sender');
  }
}
