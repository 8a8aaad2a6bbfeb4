import type { Knex } from 'knex';
import { Model } from 'objection';

/**
 * Runs `work` in the caller's transaction when there is one, else in a new one,
 * so a service that writes several rows stays all-or-nothing either way.
 */
export async function withTransaction<T>(trx: Knex.Transaction | undefined, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if (trx) return work(trx);
  return Model.knex().transaction(work);
}
