import type { Knex } from 'knex';

/**
 * Where each project is: latitude and longitude in degrees, both or neither
 * (a project not pinned yet), inside India's box as the API checks it. The map
 * asks "approved projects inside this box": a btree on (latitude, longitude)
 * answers it as two ranges, on PostgreSQL and PGlite alike, with no PostGIS;
 * it was as fast as a GiST index on the point and the planner can estimate
 * its rows (docs/decisions.md, "Where the plot is").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    table.double('latitude');
    table.double('longitude');
  });
  await knex.raw(`alter table projects add constraint projects_coordinates_pair check ((latitude is null) = (longitude is null))`);
  await knex.raw(`alter table projects add constraint projects_coordinates_india check (latitude between 6 and 38 and longitude between 68 and 98)`);
  await knex.raw(`create index projects_public_coordinates on projects (latitude, longitude) where approval_status = 'approved'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists projects_public_coordinates');
  await knex.schema.alterTable('projects', (table) => {
    table.dropChecks(['projects_coordinates_pair', 'projects_coordinates_india']);
    table.dropColumn('longitude');
    table.dropColumn('latitude');
  });
}
