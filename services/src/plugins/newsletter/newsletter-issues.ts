import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { NEWSLETTER_ISSUE_TEXTS, type NewsletterIssue as IssueItem, type NewsletterIssueList, type NewsletterIssuePayload } from '@plotwise/contracts';
import { NewsletterIssue, NewsletterSubscriber, OutgoingMessage } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { messages } from '../../messaging';
import { linkToken, unsubscribeHeaders } from '../../messaging/link-tokens';
import { foundOr404 } from '../found-or-404';

/** Subscribers queued per statement when an issue goes out. */
const SEND_BATCH = 1000;

const keyPrefix = (issueId: number) => `newsletter-issue:${issueId}:`;

/** Confirmed and still subscribed: who receives an issue. */
const confirmedSubscribers = (trx?: Knex.Transaction) => NewsletterSubscriber.query(trx).whereNotNull('confirmedAt').whereNull('unsubscribedAt');

async function present(issue: NewsletterIssue, trx?: Knex.Transaction): Promise<IssueItem> {
  const delivered = issue.sentAt
    ? await OutgoingMessage.query(trx).where({ purpose: 'newsletter-issue', status: 'sent' }).where('idempotencyKey', 'like', `${keyPrefix(issue.id)}%`).resultSize()
    : 0;
  const toIso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return { id: issue.id, subject: issue.subject, body: issue.body, createdAt: toIso(issue.createdAt)!, sentAt: toIso(issue.sentAt), recipients: issue.recipients, delivered };
}

async function findIssue(id: number, trx?: Knex.Transaction, lock = false): Promise<NewsletterIssue> {
  const query = NewsletterIssue.query(trx).findById(id);
  return foundOr404(await (lock ? query.forUpdate() : query), NEWSLETTER_ISSUE_TEXTS.notFound);
}

/** Issues newest first, with how many addresses would receive the next one. */
export async function listIssues(trx?: Knex.Transaction): Promise<NewsletterIssueList> {
  const [issues, confirmed] = await Promise.all([NewsletterIssue.query(trx).orderBy('id', 'desc').limit(50), confirmedSubscribers(trx).resultSize()]);
  return { items: await Promise.all(issues.map((issue) => present(issue, trx))), confirmedSubscribers: confirmed };
}

export async function createIssue(adminId: number, payload: NewsletterIssuePayload, linkOrigin: string | null): Promise<IssueItem> {
  const issue = await NewsletterIssue.query().insertAndFetch({ ...payload, createdBy: adminId, linkOrigin });
  return present(issue);
}

/** A draft's subject and body; a sent issue is kept as it went out (409). */
export async function updateIssue(id: number, payload: NewsletterIssuePayload): Promise<IssueItem> {
  return inTransaction(undefined, async (trx) => {
    const issue = await findIssue(id, trx, true);
    if (issue.sentAt) throw Boom.conflict(NEWSLETTER_ISSUE_TEXTS.alreadySent);
    return present(await issue.$query(trx).patchAndFetch(payload), trx);
  });
}

const unsubscribeLink = (origin: string, subscriberId: number, secret: string) =>
  `${origin}/api/newsletter/unsubscribe/${linkToken('newsletter-unsubscribe', String(subscriberId), secret)}`;

/** The issue to the admin alone, marked as a test; it may be sent as often as they like. */
export async function sendTestIssue(id: number, to: string): Promise<void> {
  const issue = await findIssue(id);
  await messages().sendEmail(
    { to, subject: `${NEWSLETTER_ISSUE_TEXTS.testPrefix}${issue.subject}`, text: issue.body },
    { idempotencyKey: `newsletter-test:${issue.id}:${Date.now()}:${Math.random().toString(36).slice(2)}`, purpose: 'newsletter-test' },
  );
}

/**
 * Sends an issue to every confirmed subscriber through the queue: one
 * message each under `newsletter-issue:<issue>:<subscriber>`, with its own
 * unsubscribe link and List-Unsubscribe headers. The issue is marked sent in
 * the same transaction, so sending twice is a 409 and queues nothing more.
 */
export async function sendIssue(id: number, links: { secret: string; publicUrl: string | null }): Promise<IssueItem> {
  return inTransaction(undefined, async (trx) => {
    const issue = await findIssue(id, trx, true);
    if (issue.sentAt) throw Boom.conflict(NEWSLETTER_ISSUE_TEXTS.alreadySent);
    const origin = links.publicUrl ?? issue.linkOrigin ?? '';
    let after = 0;
    for (;;) {
      const batch = await confirmedSubscribers(trx).where('id', '>', after).orderBy('id').limit(SEND_BATCH).select('id', 'email');
      if (batch.length === 0) break;
      await messages().enqueueMany(
        batch.map((subscriber) => {
          const unsubscribe = unsubscribeLink(origin, subscriber.id, links.secret);
          return {
            channel: 'email' as const,
            recipient: subscriber.email,
            subject: issue.subject,
            body: `${issue.body}${NEWSLETTER_ISSUE_TEXTS.footer(unsubscribe)}`,
            headers: unsubscribeHeaders(unsubscribe),
            purpose: 'newsletter-issue',
            idempotencyKey: `${keyPrefix(issue.id)}${subscriber.id}`,
          };
        }),
        trx,
      );
      after = batch.at(-1)!.id;
    }
    // Those an earlier, interrupted run queued count too: each subscriber has one message.
    const recipients = await OutgoingMessage.query(trx).where('idempotencyKey', 'like', `${keyPrefix(issue.id)}%`).resultSize();
    return present(await issue.$query(trx).patchAndFetch({ sentAt: new Date(), recipients }), trx);
  });
}
