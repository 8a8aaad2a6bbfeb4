import type { Knex } from 'knex';
import { USER_ROLES } from '@plotwise/contracts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.increments('id');
    table.text('name').notNullable();
    table.text('email');
    table.text('phone');
    table.text('username');
    table.text('password_hash').notNullable();
    table.enu('role', [...USER_ROLES]).notNullable().defaultTo('user');
    table.boolean('is_approved').notNullable().defaultTo(true);
    table.boolean('is_active').notNullable().defaultTo(true);
    // Bumped on logout, suspension and password change: every older session token stops working.
    table.integer('token_version').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Unique regardless of case; several users may have no email or no username.
  await knex.raw('create unique index users_email_unique on users (lower(email))');
  await knex.raw('create unique index users_username_unique on users (lower(username))');
  await knex.raw('create index users_role_index on users (role)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
