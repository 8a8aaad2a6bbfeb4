import type { Knex } from 'knex';

/**
 * SMS alerts only for numbers their owner proved (issue 15): a texted code,
 * kept as an HMAC, confirms the number; the subscription then holds the hash
 * of the token the confirming browser keeps. Subscriptions from before were
 * never proven: verified_at stays null and they receive nothing until the
 * number is confirmed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sms_subscriptions', (table) => {
    table.timestamp('verified_at', { useTz: true });
    // sha256 of the token, base64url; null when unsubscribed or never confirmed.
    table.text('token_hash');
  });

  await knex.schema.createTable('sms_verifications', (table) => {
    table.increments('id');
    // One code waits per number: asking again replaces it.
    table.text('phone').notNullable().unique();
    table.text('code_hash').notNullable();
    // The choice made at subscribe time, applied when the code is confirmed.
    table.boolean('all_types').notNullable().defaultTo(true);
    table.jsonb('property_types').notNullable().defaultTo('[]');
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sms_verifications');
  await knex.schema.alterTable('sms_subscriptions', (table) => {
    table.dropColumn('token_hash');
    table.dropColumn('verified_at');
  });
}
