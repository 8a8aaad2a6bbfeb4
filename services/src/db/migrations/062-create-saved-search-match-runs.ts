import type { Knex } from 'knex';

/**
 * Projects that went live and still have to be matched against the saved
 * searches: a row committed with the approval, taken by the digest job. The
 * approval then costs one insert however many searches there are.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_search_match_runs', (table) => {
    table.integer('project_id').primary().references('id').inTable('projects').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('saved_search_match_runs');
}
