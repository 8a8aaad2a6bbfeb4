import type { Knex } from 'knex';
import { AREA_UNITS, SQ_FT_PER_AREA_UNIT } from '@plotwise/contracts';

/**
 * What keeps listing search fast at 100,000 projects:
 * - generated columns the filters compare against: the total area in sq.ft,
 *   and lower-cased texts for the word search and the place filter;
 * - trigram GIN indexes on those texts (`like '%word%'` uses them);
 * - partial indexes on approved rows in the order of every sort, so a page is
 *   an index walk and never a sort of the whole catalogue.
 */

/** Serialises `create extension` between migrations running at once on one PostgreSQL (parallel test schemas). */
const EXTENSION_LOCK_KEY = 0x706c6f74;

/**
 * pg_trgm lives once per database. It goes into `public` when missing (never
 * into a test or tenant schema, whose drop would take it away from every other
 * schema); when it already exists anywhere, its schema is used as it is.
 */
export async function ensureTrigramExtension(knex: Knex): Promise<string> {
  await knex.raw('select pg_advisory_xact_lock(?)', [EXTENSION_LOCK_KEY]);
  await knex.raw('create extension if not exists pg_trgm schema public');
  const result = await knex.raw(`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`);
  const schema = (result.rows as { schema: string }[])[0]?.schema;
  if (!schema) throw new Error('pg_trgm could not be created');
  return schema;
}

const areaInSquareFeet = () =>
  `total_area * case area_unit ${AREA_UNITS.map((unit) => `when '${unit}' then ${SQ_FT_PER_AREA_UNIT[unit]}`).join(' ')} end`;

const APPROVED = `where approval_status = 'approved'`;

export async function up(knex: Knex): Promise<void> {
  const trigramSchema = await ensureTrigramExtension(knex);
  const trigramOps = `${knex.raw('??', [trigramSchema]).toQuery()}.gin_trgm_ops`;

  await knex.raw(`
    alter table projects
      add column total_area_sq_ft double precision generated always as (${areaInSquareFeet()}) stored,
      add column search_text text generated always as (lower(title || ' ' || location || ' ' || city || ' ' || state)) stored,
      add column place_text text generated always as (lower(location || ' ' || city || ' ' || state)) stored
  `);

  const indexes = [
    `create index projects_public_search_trgm on projects using gin (search_text ${trigramOps}) ${APPROVED}`,
    `create index projects_public_place_trgm on projects using gin (place_text ${trigramOps}) ${APPROVED}`,
    // One per sort order (backward scans serve the reverse orders).
    `create index projects_public_default_sort on projects (featured desc, created_at desc, id desc) ${APPROVED}`,
    `create index projects_public_newest_sort on projects (created_at desc, id desc) ${APPROVED}`,
    `create index projects_public_title_sort on projects (title, id) ${APPROVED}`,
    `create index projects_public_price_low_sort on projects (starting_price asc nulls last, id asc) ${APPROVED}`,
    `create index projects_public_price_high_sort on projects (starting_price desc nulls last, id desc) ${APPROVED}`,
    // The city page and the footer's city links: a city's projects by price or in the default order.
    `create index projects_public_city_price on projects (lower(city), starting_price, id) ${APPROVED}`,
    `create index projects_public_city_default_sort on projects (lower(city), featured desc, created_at desc, id desc) ${APPROVED}`,
    `create index projects_public_area on projects (total_area_sq_ft) ${APPROVED}`,
  ];
  for (const statement of indexes) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table projects
      drop column total_area_sq_ft,
      drop column search_text,
      drop column place_text
  `);
  for (const name of [
    'projects_public_default_sort',
    'projects_public_newest_sort',
    'projects_public_title_sort',
    'projects_public_price_low_sort',
    'projects_public_price_high_sort',
    'projects_public_city_price',
    'projects_public_city_default_sort',
  ]) {
    await knex.raw('drop index if exists ??', [name]);
  }
}
