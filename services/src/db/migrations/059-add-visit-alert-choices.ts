import type { Knex } from 'knex';

/**
 * An agent chooses how a booked visit reaches them, beside their new-lead
 * choice: email on until turned off (as before), SMS when chosen.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.boolean('visit_alert_email').notNullable().defaultTo(true);
    table.boolean('visit_alert_sms').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('visit_alert_email');
    table.dropColumn('visit_alert_sms');
  });
}
