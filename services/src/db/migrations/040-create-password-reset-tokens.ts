import type { Knex } from 'knex';

/**
 * "Forgot password" (issue 18): the link emailed to an account carries a
 * random token; only its sha256 is kept, so a copy of the database opens no
 * account. One row per account: asking again replaces the token (the older
 * link dies), and using it deletes the row (single use). Rows past their
 * expiry are swept when links are issued.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_reset_tokens', (table) => {
    table.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    // sha256 of the token, base64url.
    table.text('token_hash').notNullable().unique();
    table.timestamp('expires_at', { useTz: true }).notNullable().index('password_reset_tokens_expires_index');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_reset_tokens');
}
