import type { Knex } from 'knex';
import { ensureTrigramExtension } from './007-index-project-search';

/**
 * The admin hub lists every project, whatever its approval status, so the
 * public indexes (partial, approved rows only) do not serve it. At 100,000
 * projects a page stays an index walk:
 * - the hub's search covers title, city and state: a
 *   stored lower-case column of those with a trigram index;
 * - one index per sort field (backward scans serve descending order); price
 *   sorts on coalesce(starting_price, 0) so "price on request" sorts as 0 in
 *   both directions and the index serves both.
 */
export async function up(knex: Knex): Promise<void> {
  const trigramSchema = await ensureTrigramExtension(knex);
  const trigramOps = `${knex.raw('??', [trigramSchema]).toQuery()}.gin_trgm_ops`;
  await knex.raw(`alter table projects add column hub_search_text text generated always as (lower(title || ' ' || city || ' ' || state)) stored`);
  const indexes = [
    `create index projects_hub_search_trgm on projects using gin (hub_search_text ${trigramOps})`,
    'create index projects_hub_created_sort on projects (created_at, id)',
    'create index projects_hub_title_sort on projects (title, id)',
    'create index projects_hub_price_sort on projects ((coalesce(starting_price, 0)), id)',
    'create index projects_hub_status on projects (status)',
    'create index projects_hub_type on projects (project_type)',
  ];
  for (const statement of indexes) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  for (const name of ['projects_hub_created_sort', 'projects_hub_title_sort', 'projects_hub_price_sort', 'projects_hub_status', 'projects_hub_type']) {
    await knex.raw('drop index if exists ??', [name]);
  }
  // Dropping the column drops its trigram index.
  await knex.raw('alter table projects drop column hub_search_text');
}
