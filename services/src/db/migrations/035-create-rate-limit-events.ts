import type { Knex } from 'knex';

/**
 * Rate-limit events (sign-in failures, registrations, form submissions) in
 * the database every API process shares: behind a load balancer the
 * processes count together. Rows older than their window are deleted as new
 * ones arrive (rate-limit/window-store.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_events', (table) => {
    table.bigIncrements('id');
    table.text('bucket').notNullable();
    table.text('key').notNullable();
    table.timestamp('at', { useTz: true }).notNullable();
    table.index(['bucket', 'key', 'at'], 'rate_limit_events_lookup');
    table.index(['at'], 'rate_limit_events_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limit_events');
}
