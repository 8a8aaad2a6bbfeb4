import type { Knex } from 'knex';

/**
 * How often each project's page was opened, one row per project per India
 * day: a counter the server adds to in batches, so a busy page costs one
 * upsert a while, not a write per visit.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_daily_views', (table) => {
    table.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.date('day').notNullable();
    table.integer('views').notNullable().defaultTo(0);
    table.primary(['project_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('project_daily_views');
}
