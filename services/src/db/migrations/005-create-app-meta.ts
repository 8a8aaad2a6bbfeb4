import type { Knex } from 'knex';

/** One-off markers such as `demo_seeded`, so a step that ran once never runs again. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('app_meta', (table) => {
    table.text('key').primary();
    table.text('value').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('app_meta');
}
