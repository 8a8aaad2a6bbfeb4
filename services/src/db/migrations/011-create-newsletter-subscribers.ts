import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscribers', (table) => {
    table.increments('id');
    table.text('email').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // One row per address whatever its case.
  await knex.raw('create unique index newsletter_subscribers_email_unique on newsletter_subscribers (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscribers');
}
