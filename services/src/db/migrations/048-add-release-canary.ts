import type { Knex } from 'knex';

/**
 * A canary per remote: a share of visitors (by their bucket, 0-99) gets
 * another release than the live one. The log records the share each change set.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('remote_live', (table) => {
    table.text('canary_version');
    table.integer('canary_percent');
  });
  await knex.schema.alterTable('remote_release_events', (table) => {
    table.integer('percent');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('remote_release_events', (table) => {
    table.dropColumn('percent');
  });
  await knex.schema.alterTable('remote_live', (table) => {
    table.dropColumn('canary_percent');
    table.dropColumn('canary_version');
  });
}
