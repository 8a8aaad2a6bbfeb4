import type { Knex } from 'knex';
import { Model } from 'objection';

/**
 * Runs `work` in the caller's transaction when there is one, else in a new one,
 * so a service that writes several rows is atomic whether or not it is called
 * inside a larger unit of work.
 */
export async function inTransaction<T>(trx: Knex.Transaction | undefined, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if (trx) return work(trx);
  return Model.knex().transaction(work);
}
