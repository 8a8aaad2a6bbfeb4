import type { Knex } from 'knex';

/**
 * What "Recommended" ranks a text search by: the title (A) and the place (B)
 * as a small tsvector of their own. Ranking over the whole search document
 * (migration 033) read each match's description out of TOAST storage, four
 * pages a match and most of a large search's time; this column sits in the
 * row, so the rank costs no more than the match. A word found only in the
 * description, amenities or RERA number still finds the project, which then
 * follows the title and place matches in the usual order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table projects add column search_title tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', location || ' ' || city || ' ' || state), 'B')
    ) stored`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table projects drop column search_title');
}
