import type { Knex } from 'knex';
import { NewsletterSubscriber } from '../../db/models';

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
