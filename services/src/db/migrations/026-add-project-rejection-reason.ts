import type { Knex } from 'knex';

/** Why an admin rejected a submitted project; the agent reads it in My Projects. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    table.text('rejection_reason');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    table.dropColumn('rejection_reason');
  });
}
