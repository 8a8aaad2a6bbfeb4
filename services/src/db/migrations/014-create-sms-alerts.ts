import type { Knex } from 'knex';

export const SMS_OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * SMS alerts for new projects: who subscribed to which project types, and the
 * outbox of messages queued when a project is approved and delivered by the
 * dispatcher.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sms_subscriptions', (table) => {
    table.increments('id');
    // Normalised +91XXXXXXXXXX.
    table.text('phone').notNullable().unique();
    table.boolean('all_types').notNullable().defaultTo(true);
    // Project types when all_types is false, e.g. ["residential","commercial"].
    table.jsonb('property_types').notNullable().defaultTo('[]');
    table.boolean('is_active').notNullable().defaultTo(true);
    table.timestamp('unsubscribed_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['is_active'], 'sms_subscriptions_is_active_index');
  });

  await knex.schema.createTable('sms_outbox', (table) => {
    table.increments('id');
    table.text('phone').notNullable();
    table.text('body').notNullable();
    table.integer('project_id').references('id').inTable('projects').onDelete('SET NULL');
    table.enu('status', [...SMS_OUTBOX_STATUSES]).notNullable().defaultTo('queued');
    table.integer('attempts').notNullable().defaultTo(0);
    table.text('last_error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    table.index(['status', 'id'], 'sms_outbox_status_id_index');
    // Approving a project twice never texts anyone twice about it.
    table.unique(['project_id', 'phone'], { indexName: 'sms_outbox_project_phone_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sms_outbox');
  await knex.schema.dropTable('sms_subscriptions');
}
