import type { Knex } from 'knex';
import { FACINGS, ROAD_WIDTH_UNITS } from '@plotwise/contracts';

/** What only the public submit-a-plot form collects: who sent it, the road in front and the facing. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    table.text('submitter_name');
    table.double('road_width');
    table.enu('road_width_unit', [...ROAD_WIDTH_UNITS]);
    table.enu('facing', [...FACINGS]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    table.dropColumn('facing');
    table.dropColumn('road_width_unit');
    table.dropColumn('road_width');
    table.dropColumn('submitter_name');
  });
}
