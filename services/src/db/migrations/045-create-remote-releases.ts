import type { Knex } from 'knex';

/**
 * Remotes' releases: each published build (its files stay in RELEASES_DIR),
 * which one is live per remote (every API process follows this row), and an
 * append-only log of who made which version live, from which.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('remote_releases', (table) => {
    table.bigIncrements('id');
    table.text('remote').notNullable();
    table.text('version').notNullable();
    table.jsonb('metadata').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('created_by').notNullable();
    table.unique(['remote', 'version']);
  });
  await knex.schema.createTable('remote_live', (table) => {
    table.text('remote').primary();
    table.text('version').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('updated_by').notNullable();
  });
  await knex.schema.createTable('remote_release_events', (table) => {
    table.bigIncrements('id');
    table.text('remote').notNullable();
    table.text('action').notNullable();
    table.text('from_version');
    table.text('to_version').notNullable();
    table.text('actor').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['remote', 'id'], 'remote_release_events_by_remote');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('remote_release_events');
  await knex.schema.dropTable('remote_live');
  await knex.schema.dropTable('remote_releases');
}
