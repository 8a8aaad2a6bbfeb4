import type { Knex } from 'knex';
import type { NewsletterListQuery, NewsletterSubscriberItem, Page } from '@plotwise/contracts';
import { NewsletterSubscriber } from '../../db/models';
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
  const filtered = NewsletterSubscriber.query(trx);
  if (query.search) filtered.whereRaw('email ilike ?', [containsPattern(query.search)]);
  const [total, rows] = await Promise.all([
    filtered.clone().resultSize(),
    filtered
      .clone()
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, email: row.email, createdAt: new Date(row.createdAt).toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
