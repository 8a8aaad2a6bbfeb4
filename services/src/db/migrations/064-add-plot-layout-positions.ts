import type { Knex } from 'knex';

/**
 * Where each plot's number sits on the project's layout image: fractions of
 * the image's width and height (0..1), so a marker stays on its plot at any
 * size the picture is shown. Both or neither: a plot not placed yet has none.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('project_plots', (table) => {
    table.double('layout_x').nullable();
    table.double('layout_y').nullable();
  });
  await knex.raw('alter table project_plots add constraint project_plots_layout_pair check ((layout_x is null) = (layout_y is null))');
  await knex.raw('alter table project_plots add constraint project_plots_layout_range check (layout_x between 0 and 1 and layout_y between 0 and 1)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('project_plots', (table) => {
    table.dropChecks(['project_plots_layout_pair', 'project_plots_layout_range']);
    table.dropColumn('layout_y');
    table.dropColumn('layout_x');
  });
}
