import type { Knex } from 'knex';

/**
 * Listing counts at 100,000 projects (the benchmark's finding): a page and its
 * total come from one statement, and the total should be an index-only scan.
 * An index on the expression lower(city) cannot give one (the planner wants the
 * `city` column itself), so the lower-cased city becomes a stored generated
 * column with the city indexes on it; the type and status filters get indexes
 * that carry the range columns, so their counts never read the table.
 */
const APPROVED = `where approval_status = 'approved'`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table projects add column city_key text generated always as (lower(city)) stored');
  await knex.raw('drop index if exists projects_public_city_price');
  await knex.raw('drop index if exists projects_public_city_default_sort');
  const indexes = [
    // A city's count: the narrow index deduplicates to a few pages.
    `create index projects_public_city on projects (city_key) ${APPROVED}`,
    // The city page and the footer's city links: a city's projects by price or in the default order.
    `create index projects_public_city_price on projects (city_key, starting_price, id) ${APPROVED}`,
    `create index projects_public_city_default_sort on projects (city_key, featured desc, created_at desc, id desc) ${APPROVED}`,
    // The home page's quick buttons and the listings' selects, with the price and area ranges.
    `create index projects_public_type_status on projects (project_type, status, starting_price, total_area_sq_ft) ${APPROVED}`,
    `create index projects_public_status on projects (status, starting_price, total_area_sq_ft) ${APPROVED}`,
  ];
  for (const statement of indexes) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['projects_public_type_status', 'projects_public_status']) await knex.raw('drop index if exists ??', [name]);
  // Dropping the column drops the indexes on it; the expression indexes of migration 007 come back.
  await knex.raw('alter table projects drop column city_key');
  await knex.raw(`create index projects_public_city_price on projects (lower(city), starting_price, id) ${APPROVED}`);
  await knex.raw(`create index projects_public_city_default_sort on projects (lower(city), featured desc, created_at desc, id desc) ${APPROVED}`);
}
