import type { Knex } from 'knex';

/**
 * The account that sent an inquiry, when its sender was signed in: the
 * person's dashboard lists their own inquiries with where they stand. Matching
 * by email would show an inquiry to anyone who registered with that address
 * (emails are not verified), so only the session links them. An account's
 * removal keeps the inquiry and forgets the link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiries', (table) => {
    table.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    table.index(['user_id', 'created_at'], 'inquiries_user_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('inquiries', (table) => {
    table.dropIndex(['user_id', 'created_at'], 'inquiries_user_created_index');
    table.dropColumn('user_id');
  });
}
