import type { Knex } from 'knex';

const APPROVED = `where approval_status = 'approved'`;

/**
 * Two indexes a map view or a boxed list reads alone. The listing's default
 * order (featured, then newest) with the marker's fields and the usual
 * filters included: a wide view with filters walks it and stops at its cap,
 * instead of sorting every match in the box. And the box with only the
 * filters included, from which the count of a box is read: a third of the
 * markers index's pages.
 * They replace the bare index on the default order, and the bare box index of
 * migration 053, which drew plans fetching table rows for a filtered city
 * (latitude and longitude ranges estimated as independent make a city's box
 * look far rarer than it is).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create index projects_public_default_order on projects (featured desc, created_at desc, id desc)
    include (latitude, longitude, title, location, city, starting_price, project_type, status, total_area_sq_ft, city_key)
    ${APPROVED}`);
  await knex.raw(`
    create index projects_public_box_counts on projects (latitude, longitude)
    include (project_type, status, starting_price, total_area_sq_ft, city_key)
    ${APPROVED} and latitude is not null`);
  await knex.raw('drop index if exists projects_public_default_sort');
  await knex.raw('drop index if exists projects_public_coordinates');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`create index projects_public_coordinates on projects (latitude, longitude) ${APPROVED}`);
  await knex.raw(`create index projects_public_default_sort on projects (featured desc, created_at desc, id desc) ${APPROVED}`);
  await knex.raw('drop index if exists projects_public_box_counts');
  await knex.raw('drop index if exists projects_public_default_order');
}
