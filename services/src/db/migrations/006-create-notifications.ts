import type { Knex } from 'knex';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '@plotwise/contracts';

/** The admin's inbox: one row per real event (an inquiry, a registration, a submission). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (table) => {
    table.increments('id');
    table.enu('type', [...NOTIFICATION_TYPES]).notNullable();
    table.text('title').notNullable();
    table.text('message').notNullable();
    table.enu('priority', [...NOTIFICATION_PRIORITIES]).notNullable().defaultTo('medium');
    table.boolean('read').notNullable().defaultTo(false);
    table.text('link');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['read', 'created_at'], 'notifications_read_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
}
