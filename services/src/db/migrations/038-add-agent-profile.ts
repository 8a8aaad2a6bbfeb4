import type { Knex } from 'knex';

/**
 * An agent's business, asked at registration (issue 18): the agency's name
 * and the agent's RERA registration number, which the admin checks before
 * approving. Null for users, the admin and agents registered before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.text('agency_name').nullable();
    table.text('rera_agent_number').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('agency_name');
    table.dropColumn('rera_agent_number');
  });
}
