import type { Knex } from 'knex';
import { NEWSLETTER_ISSUE_TEXTS, indiaToday, type NewsletterListQuery, type NewsletterSubscriberItem, type Page } from '@plotwise/contracts';
import { NewsletterSubscriber } from '../../db/models';
import { pageOf } from '../../db/paging';
import { containsPattern } from '../../db/search-pattern';
import { messages } from '../../messaging';
import { linkToken } from '../../messaging/link-tokens';

export interface LinkSettings {
  secret: string;
  /** PUBLIC_URL, else the origin the form was sent from. */
  origin: string | null;
}

/** The double opt-in link: its page's button confirms the address. */
export const confirmLink = (origin: string, subscriberId: number, secret: string) =>
  `${origin}/api/newsletter/confirm/${linkToken('newsletter-confirm', String(subscriberId), secret)}`;

/**
 * Adds an address to the newsletter and emails it the confirmation link
 * (double opt-in): it receives issues only once confirmed. Subscribing twice
 * (in any letter case) keeps the one row; an unconfirmed or unsubscribed
 * address gets the link again, at most once a day. `created` says whether
 * this call added the row.
 */
export async function subscribeToNewsletter(email: string, links: LinkSettings, trx?: Knex.Transaction): Promise<{ created: boolean }> {
  const knex = trx ?? NewsletterSubscriber.knex();
  const address = email.trim().toLowerCase();
  const inserted = await knex(NewsletterSubscriber.tableName)
    .insert({ email: address, linkOrigin: links.origin })
    // The conflict target is the unique index on lower(email) (migration 011).
    .onConflict(knex.raw('(lower(email))'))
    .ignore()
    .returning('id');
  const subscriber = await NewsletterSubscriber.query(trx).whereRaw('lower(email) = ?', [address]).first();
  if (subscriber && (!subscriber.confirmedAt || subscriber.unsubscribedAt)) {
    const link = confirmLink(links.origin ?? '', subscriber.id, links.secret);
    await messages().sendEmail(
      { to: subscriber.email, subject: NEWSLETTER_ISSUE_TEXTS.confirmSubject, text: NEWSLETTER_ISSUE_TEXTS.confirmText(link) },
      { idempotencyKey: `newsletter-confirm:${subscriber.id}:${indiaToday()}`, purpose: 'newsletter-confirm', trx },
    );
    await knex(NewsletterSubscriber.tableName).where({ id: subscriber.id }).update({ confirmRequestedAt: new Date() });
  }
  return { created: inserted.length > 0 };
}

/** The confirmation link followed: from now the address receives issues. False when the row is gone. */
export async function confirmSubscriber(id: number, trx?: Knex.Transaction): Promise<boolean> {
  const changed = await (trx ?? NewsletterSubscriber.knex())(NewsletterSubscriber.tableName).where({ id }).update({ confirmedAt: new Date(), unsubscribedAt: null }).returning('id');
  return changed.length > 0;
}

/** The unsubscribe link (or a one-click post): no more issues. Unsubscribing twice is fine. */
export async function unsubscribeSubscriber(id: number, trx?: Knex.Transaction): Promise<boolean> {
  const changed = await (trx ?? NewsletterSubscriber.knex())(NewsletterSubscriber.tableName).where({ id }).update({ unsubscribedAt: new Date() }).returning('id');
  return changed.length > 0;
}

/** The sign-ups, newest first, optionally those whose address contains `search`. */
export async function listNewsletterSubscribers(query: NewsletterListQuery, trx?: Knex.Transaction): Promise<Page<NewsletterSubscriberItem>> {
  const filtered = NewsletterSubscriber.query(trx).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]);
  if (query.search) filtered.whereRaw('email ilike ?', [containsPattern(query.search)]);
  return pageOf(filtered, query, (row) => ({ id: row.id, email: row.email, createdAt: new Date(row.createdAt).toISOString() }));
}
