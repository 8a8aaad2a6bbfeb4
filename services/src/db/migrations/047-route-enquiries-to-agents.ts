import type { Knex } from 'knex';
import { LEAD_STAGES } from '@plotwise/contracts';

/**
 * An inquiry about an agent's project reaches that agent: `agent_id` is the
 * agent who sees it (the project's lister when it was sent; an admin may hand
 * it to another), with the agent's own pipeline stage, notes and follow-up day.
 * Inquiries already stored about agents' projects are routed the same way.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiries', (table) => {
    table.integer('agent_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.enu('stage', [...LEAD_STAGES]).notNullable().defaultTo('new');
    table.text('agent_notes').notNullable().defaultTo('');
    table.date('follow_up_on').nullable();
    table.index(['agent_id', 'created_at'], 'inquiries_agent_created_index');
  });
  await knex.raw(`
    update inquiries set agent_id = projects.created_by
    from projects join users on users.id = projects.created_by and users.role = 'agent'
    where inquiries.project_id = projects.id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiries', (table) => {
    table.dropIndex(['agent_id', 'created_at'], 'inquiries_agent_created_index');
    table.dropColumn('agent_id');
    table.dropColumn('stage');
    table.dropColumn('agent_notes');
    table.dropColumn('follow_up_on');
  });
}
