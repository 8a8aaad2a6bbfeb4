import type { Knex } from 'knex';

/**
 * Buyers' reports of a listing (fake, not available, wrong price…), queued for
 * the admins with a status and notes of their own. `sender_key` tells senders
 * apart (a signed-in account, else a hash of the address) without keeping the
 * address; open reports from several senders set the project's `report_flagged`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('listing_reports', (table) => {
    table.increments('id').primary();
    table.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.enu('reason', ['fake', 'not-available', 'wrong-price', 'wrong-location', 'duplicate', 'other']).notNullable();
    table.text('details').notNullable();
    table.text('contact').notNullable().defaultTo('');
    table.text('sender_key').notNullable();
    table.enu('status', ['open', 'reviewing', 'resolved', 'dismissed']).notNullable().defaultTo('open');
    table.text('notes').notNullable().defaultTo('');
    table.timestamps(true, true);
    table.index(['status', 'created_at'], 'listing_reports_status_created_index');
    table.index(['project_id', 'status'], 'listing_reports_project_status_index');
  });
  await knex.schema.alterTable('projects', (table) => {
    table.boolean('report_flagged').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => table.dropColumn('report_flagged'));
  await knex.schema.dropTable('listing_reports');
}
