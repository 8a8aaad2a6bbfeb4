import type { Knex } from 'knex';

/**
 * Admin media at 100,000 projects: the grid's total is the sum of every
 * listing's image count, and its pages walk listings that have images, newest
 * first. A stored image count (read from an index, never from the jsonb) and
 * indexes per category keep both index-only or index-ordered.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table projects add column image_count integer generated always as
      (case when jsonb_typeof(images) = 'array' then jsonb_array_length(images) else 0 end) stored
  `);
  const indexes = [
    // Totals per category (property = an owner-submitted plot, one with a submitter): index-only sums.
    'create index projects_media_counts on projects (image_count) where image_count > 0',
    'create index projects_media_property_counts on projects (image_count) where image_count > 0 and submitter_name is not null',
    'create index projects_media_project_counts on projects (image_count) where image_count > 0 and submitter_name is null',
    // Pages: listings with images, newest first, per category.
    'create index projects_media_order on projects (created_at, id) where image_count > 0',
    'create index projects_media_property_order on projects (created_at, id) where image_count > 0 and submitter_name is not null',
    'create index projects_media_project_order on projects (created_at, id) where image_count > 0 and submitter_name is null',
  ];
  for (const statement of indexes) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  // Dropping the column drops every index on it or filtered by it.
  await knex.raw('alter table projects drop column image_count');
}
