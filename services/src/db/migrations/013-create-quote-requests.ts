import type { Knex } from 'knex';
import { INQUIRY_STATUSES } from '@plotwise/contracts';

/** The Services page's Get Quote dialog. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('quote_requests', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    table.text('mobile').notNullable();
    table.text('message').notNullable();
    table.enu('status', [...INQUIRY_STATUSES]).notNullable().defaultTo('new');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['created_at'], 'quote_requests_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('quote_requests');
}
