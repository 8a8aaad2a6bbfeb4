import type { Knex } from 'knex';

/**
 * "Price on request" is no price (null), never ₹0: a ₹0 project sorted first
 * by price, matched every "under ₹X" filter and pulled city figures down.
 * Rows stored as 0 become null, and the database refuses a price of 0 or less
 * from any path from now on.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('projects').where('startingPrice', '<=', 0).update({ startingPrice: null });
  await knex.raw('alter table projects add constraint projects_starting_price_positive check (starting_price > 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table projects drop constraint projects_starting_price_positive');
}
