import type { Knex } from 'knex';

export const OUTGOING_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * Every email and text the site sends, one row each: what the job queue
 * (pg-boss) delivers, keyed by an idempotency key so one event never sends
 * twice, and the record an admin reads failed messages from. The SMS alerts'
 * outbox moves in (an alert's key is its project and number, as its unique
 * index was) and goes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outgoing_messages', (table) => {
    table.increments('id');
    table.text('idempotency_key').notNullable().unique();
    table.enu('channel', ['email', 'sms']).notNullable();
    // An email address, or a phone normalised to +91XXXXXXXXXX.
    table.text('recipient').notNullable();
    table.text('subject');
    table.text('body').notNullable();
    // What sent it: password-reset, project-alert, verification-code, lead-notification…
    table.text('purpose').notNullable();
    table.integer('project_id').references('id').inTable('projects').onDelete('SET NULL');
    table.enu('status', [...OUTGOING_MESSAGE_STATUSES]).notNullable().defaultTo('queued');
    table.integer('attempts').notNullable().defaultTo(0);
    table.text('last_error');
    // The pg-boss job delivering it; null for a row whose job is still to be made (rows moved in).
    table.uuid('job_id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    table.timestamp('failed_at', { useTz: true });
    table.index(['status', 'created_at'], 'outgoing_messages_status_created_index');
    table.index(['project_id'], 'outgoing_messages_project_index');
  });
  await knex.raw(`
    insert into outgoing_messages (idempotency_key, channel, recipient, body, purpose, project_id, status, attempts, last_error, created_at, sent_at)
    select coalesce('project-alert:' || project_id || ':' || phone, 'sms-outbox:' || id), 'sms', phone, body, 'project-alert', project_id, status::text, attempts, last_error, created_at, sent_at
    from sms_outbox`);
  await knex.schema.dropTable('sms_outbox');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('sms_outbox', (table) => {
    table.increments('id');
    table.text('phone').notNullable();
    table.text('body').notNullable();
    table.integer('project_id').references('id').inTable('projects').onDelete('SET NULL');
    table.enu('status', [...OUTGOING_MESSAGE_STATUSES]).notNullable().defaultTo('queued');
    table.integer('attempts').notNullable().defaultTo(0);
    table.text('last_error');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    table.index(['status', 'id'], 'sms_outbox_status_id_index');
    table.unique(['project_id', 'phone'], { indexName: 'sms_outbox_project_phone_unique' });
  });
  await knex.raw(`
    insert into sms_outbox (phone, body, project_id, status, attempts, last_error, created_at, sent_at)
    select recipient, body, project_id, status::text, attempts, last_error, created_at, sent_at
    from outgoing_messages where purpose = 'project-alert'`);
  await knex.schema.dropTable('outgoing_messages');
}
