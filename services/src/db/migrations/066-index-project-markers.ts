import type { Knex } from 'knex';

/**
 * The map's markers read from the index alone: the box's two ranges lead, and
 * the marker's fields, the default order's columns and the filters a listing
 * mostly adds (type, status, price, area, city) ride along (INCLUDE), so a
 * city's thousands of pins are sorted without visiting each one's table row
 * (docs/decisions.md, "Where the plot is").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create index projects_public_markers on projects (latitude, longitude)
    include (featured, created_at, id, title, location, city, starting_price, project_type, status, total_area_sq_ft, city_key)
    where approval_status = 'approved' and latitude is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists projects_public_markers');
}
