import type { Knex } from 'knex';
import type { NewsletterListQuery, NewsletterSubscriberItem, Page } from '@plotwise/contracts';
import { NewsletterSubscriber } from '../../db/models';
import { pageOf } from '../../db/paging';
import { containsPattern } from '../../db/search-pattern';

/**
 * Adds an address to the newsletter. Subscribing twice (in any letter case)
 * keeps the one row; `created` says whether this call added it.
 */
export async function subscribeToNewsletter(email: string, trx?: Knex.Transaction): Promise<{ created: boolean }> {
  const knex = trx ?? NewsletterSubscriber.knex();
  const inserted = await knex(NewsletterSubscriber.tableName)
    .insert({ email: email.trim().toLowerCase() })
    // The conflict target is the unique index on lower(email) (migration 011).
    .onConflict(knex.raw('(lower(email))'))
    .ignore()
    .returning('id');
  return { created: inserted.length > 0 };
}

/** The sign-ups, newest first, optionally those whose address contains `search`. */
export async function listNewsletterSubscribers(query: NewsletterListQuery, trx?: Knex.Transaction): Promise<Page<NewsletterSubscriberItem>> {
  const filtered = NewsletterSubscriber.query(trx).orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]);
  if (query.search) filtered.whereRaw('email ilike ?', [containsPattern(query.search)]);
  return pageOf(filtered, query, (row) => ({ id: row.id, email: row.email, createdAt: new Date(row.createdAt).toISOString() }));
}
