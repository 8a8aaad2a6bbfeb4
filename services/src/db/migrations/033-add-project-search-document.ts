import type { Knex } from 'knex';
import { ensureTrigramExtension } from './007-index-project-search';

/**
 * Full-text search over what visitors type: a stored, weighted tsvector of the
 * title (A), the place (B), the RERA number, type and amenities (C) and the
 * description (D), with a GIN index on approved rows. English stemming, so
 * "plots" finds "plot"; the RERA number also goes in split at its slashes, so
 * any part of it finds the project. It replaces the lower-cased `search_text`
 * (title and place only, matched as substrings).
 */
const APPROVED = `where approval_status = 'approved'`;

const SEARCH_DOCUMENT = `
  setweight(to_tsvector('english', title), 'A') ||
  setweight(to_tsvector('english', location || ' ' || city || ' ' || state), 'B') ||
  setweight(
    to_tsvector('english', coalesce(rera_number, '') || ' ' || regexp_replace(coalesce(rera_number, ''), '[^[:alnum:]]+', ' ', 'g') || ' ' || replace(project_type, '-', ' ')) ||
      to_tsvector('english', amenities),
    'C'
  ) ||
  setweight(to_tsvector('english', description), 'D')`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table projects add column search_document tsvector generated always as (${SEARCH_DOCUMENT}) stored`);
  await knex.raw(`create index projects_public_search_document on projects using gin (search_document) ${APPROVED}`);
  // Dropping the column drops its trigram index (projects_public_search_trgm).
  await knex.raw('alter table projects drop column search_text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table projects drop column search_document');
  await knex.raw(`alter table projects add column search_text text generated always as (lower(title || ' ' || location || ' ' || city || ' ' || state)) stored`);
  const schema = await ensureTrigramExtension(knex);
  await knex.raw(`create index projects_public_search_trgm on projects using gin (search_text ${knex.raw('??', [schema]).toQuery()}.gin_trgm_ops) ${APPROVED}`);
}
