import type { Knex } from 'knex';
import { INQUIRY_STATUSES } from '@plotwise/contracts';

/**
 * Job applications are leads like inquiries and quote requests: admins move
 * them new → in_progress → responded. Quote requests had the column
 * from the start; both get the index the admin's status filter reads.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('job_applications', (table) => {
    table.enu('status', [...INQUIRY_STATUSES]).notNullable().defaultTo('new');
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['status', 'created_at'], 'job_applications_status_created_at_index');
  });
  await knex.schema.alterTable('quote_requests', (table) => {
    table.index(['status', 'created_at'], 'quote_requests_status_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('quote_requests', (table) => {
    table.dropIndex(['status', 'created_at'], 'quote_requests_status_created_at_index');
  });
  await knex.schema.alterTable('job_applications', (table) => {
    table.dropIndex(['status', 'created_at'], 'job_applications_status_created_at_index');
    table.dropColumn('updated_at');
    table.dropColumn('status');
  });
}
