import type { Knex } from 'knex';

/**
 * Leads an agent can trust and hear of: an inquiry says when its phone was
 * confirmed with a texted code (codes now wait per number and purpose); an agent chooses how new leads reach them
 * (email on unless turned off, SMS when chosen) and when they last looked at
 * their leads, which makes the "new" count of the dashboard.
 */
export async function up(knex: Knex): Promise<void> {
  // A code waits per number and purpose: confirming a phone for an inquiry must not replace an alerts code.
  await knex.schema.alterTable('sms_verifications', (table) => {
    table.text('purpose').notNullable().defaultTo('alerts');
    table.dropUnique(['phone']);
    table.unique(['phone', 'purpose'], { indexName: 'sms_verifications_phone_purpose_unique' });
  });
  await knex.schema.alterTable('inquiries', (table) => {
    table.timestamp('phone_verified_at', { useTz: true });
  });
  await knex.schema.alterTable('users', (table) => {
    table.boolean('lead_alert_email').notNullable().defaultTo(true);
    table.boolean('lead_alert_sms').notNullable().defaultTo(false);
    table.timestamp('leads_seen_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('lead_alert_email');
    table.dropColumn('lead_alert_sms');
    table.dropColumn('leads_seen_at');
  });
  await knex.schema.alterTable('inquiries', (table) => {
    table.dropColumn('phone_verified_at');
  });
  await knex('sms_verifications').whereNot('purpose', 'alerts').delete();
  await knex.schema.alterTable('sms_verifications', (table) => {
    table.dropUnique(['phone', 'purpose'], 'sms_verifications_phone_purpose_unique');
    table.dropColumn('purpose');
    table.unique(['phone']);
  });
}
