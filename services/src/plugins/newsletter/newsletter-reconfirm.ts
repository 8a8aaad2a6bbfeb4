import type { Knex } from 'knex';
import { NEWSLETTER_ISSUE_TEXTS, type NewsletterReconfirmStatus } from '@plotwise/contracts';
import { NewsletterSubscriber } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { messages } from '../../messaging';
import { confirmLink } from './newsletter-service';

/** Subscribers asked per statement. */
const ASK_BATCH = 500;

/** Still subscribed, never confirmed and never sent a link: they joined before double opt-in. */
const waitingSubscribers = (trx?: Knex.Transaction) =>
  NewsletterSubscriber.query(trx).whereNull('confirmedAt').whereNull('unsubscribedAt').whereNull('confirmRequestedAt');

export async function reconfirmStatus(trx?: Knex.Transaction): Promise<NewsletterReconfirmStatus> {
  const [waiting, asked] = await Promise.all([
    waitingSubscribers(trx).resultSize(),
    NewsletterSubscriber.query(trx).whereNotNull('reconfirmRequestedAt').resultSize(),
  ]);
  return { waiting, asked };
}

/**
 * Emails each waiting subscriber the confirmation link through the queue,
 * under `newsletter-reconfirm:<subscriber>` with no date: however often the
 * admin asks (even twice at once), an address gets one email. Answers how
 * many were queued now.
 */
export async function askLegacySubscribersToConfirm(links: { secret: string; origin: string }): Promise<number> {
  return inTransaction(undefined, async (trx) => {
    let queued = 0;
    for (;;) {
      // Rows marked below drop out of the waiting set, so each pass takes the next ones.
      const batch = await waitingSubscribers(trx).orderBy('id').limit(ASK_BATCH).select('id', 'email').forUpdate().skipLocked();
      if (batch.length === 0) break;
      queued += await messages().enqueueMany(
        batch.map((subscriber) => ({
          channel: 'email' as const,
          recipient: subscriber.email,
          subject: NEWSLETTER_ISSUE_TEXTS.confirmSubject,
          body: NEWSLETTER_ISSUE_TEXTS.confirmText(confirmLink(links.origin, subscriber.id, links.secret)),
          purpose: 'newsletter-reconfirm',
          idempotencyKey: `newsletter-reconfirm:${subscriber.id}`,
        })),
        trx,
      );
      const now = new Date();
      await trx(NewsletterSubscriber.tableName).whereIn('id', batch.map(({ id }) => id)).update({ confirmRequestedAt: now, reconfirmRequestedAt: now });
    }
    return queued;
  });
}
