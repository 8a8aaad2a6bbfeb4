import type { Knex } from 'knex';
import { INQUIRY_SOURCES, INQUIRY_STATUSES } from '@plotwise/contracts';

/** Inquiries from the contact page, the floating widget and project and city pages. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inquiries', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('phone').notNullable().defaultTo('');
    table.text('subject').notNullable().defaultTo('');
    table.text('message').notNullable();
    table.integer('project_id').references('id').inTable('projects').onDelete('SET NULL');
    // The project's title when the inquiry was sent: it stays readable if the project is renamed or deleted.
    table.text('project_title');
    table.enu('source', [...INQUIRY_SOURCES]).notNullable().defaultTo('contact');
    table.enu('status', [...INQUIRY_STATUSES]).notNullable().defaultTo('new');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['status', 'created_at'], 'inquiries_status_created_at_index');
    table.index(['project_id'], 'inquiries_project_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('inquiries');
}
