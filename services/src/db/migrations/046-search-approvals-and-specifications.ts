import type { Knex } from 'knex';

/**
 * The search document (migration 033) also holds the approvals (C) and the
 * specifications' titles and details (D), so "rera", "dtcp" or "borewell"
 * find the projects that list them. A generated column cannot be altered in
 * place: it is dropped (its GIN index with it) and added again.
 */
const APPROVED = `where approval_status = 'approved'`;

const document = (withListed: boolean) => `
  setweight(to_tsvector('english', title), 'A') ||
  setweight(to_tsvector('english', location || ' ' || city || ' ' || state), 'B') ||
  setweight(
    to_tsvector('english', coalesce(rera_number, '') || ' ' || regexp_replace(coalesce(rera_number, ''), '[^[:alnum:]]+', ' ', 'g') || ' ' || replace(project_type, '-', ' ')) ||
      to_tsvector('english', amenities)${withListed ? ` || to_tsvector('english', approvals)` : ''},
    'C'
  ) ||
  setweight(to_tsvector('english', description)${withListed ? ` || to_tsvector('english', specifications)` : ''}, 'D')`;

async function rebuild(knex: Knex, withListed: boolean): Promise<void> {
  await knex.raw('alter table projects drop column search_document');
  await knex.raw(`alter table projects add column search_document tsvector generated always as (${document(withListed)}) stored`);
  await knex.raw(`create index projects_public_search_document on projects using gin (search_document) ${APPROVED}`);
}

export async function up(knex: Knex): Promise<void> {
  await rebuild(knex, true);
}

export async function down(knex: Knex): Promise<void> {
  await rebuild(knex, false);
}
