import type { Knex } from 'knex';

/**
 * The admin tables sort the hub by city as well (migration 020 indexes the
 * other sort fields): one index walk per page at 100,000 projects, backward
 * for descending order, as for title.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index projects_admin_city_sort on projects (city, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists projects_admin_city_sort');
}
