import type { Knex } from 'knex';

/**
 * The newsletter becomes double opt-in: an address receives issues once its
 * owner followed the confirmation link, until they unsubscribe. Addresses that
 * signed up before never confirmed and stay unconfirmed. Issues are kept with
 * their send time; outgoing emails may carry headers (List-Unsubscribe).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (table) => {
    table.timestamp('confirmed_at', { useTz: true });
    table.timestamp('unsubscribed_at', { useTz: true });
    table.text('link_origin');
  });
  await knex.schema.createTable('newsletter_issues', (table) => {
    table.increments('id');
    table.text('subject').notNullable();
    table.text('body').notNullable();
    table.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    table.text('link_origin');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    table.integer('recipients').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('outgoing_messages', (table) => {
    table.jsonb('headers');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outgoing_messages', (table) => table.dropColumn('headers'));
  await knex.schema.dropTable('newsletter_issues');
  await knex.schema.alterTable('newsletter_subscribers', (table) => {
    table.dropColumn('confirmed_at');
    table.dropColumn('unsubscribed_at');
    table.dropColumn('link_origin');
  });
}
