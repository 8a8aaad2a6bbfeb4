import type { Knex } from 'knex';

/**
 * A project's plots one by one (number, size, facing, corner, road, price,
 * status), unique by number within the project, and the counts a listing card
 * shows kept on the project so lists read no extra table. Beside them, the
 * due-diligence facts a buyer checks: the approving authority and layout
 * number, NA conversion, survey numbers, and the title and encumbrance PDFs
 * (jsonb: kind, label, url, public or on request).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_plots', (table) => {
    table.increments('id').primary();
    table.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.text('plot_number').notNullable();
    table.double('size').notNullable();
    table.enu('size_unit', ['sq.ft', 'sq.m', 'acres']).notNullable();
    table.enu('facing', ['north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']).nullable();
    table.boolean('corner').notNullable().defaultTo(false);
    table.double('road_width_ft').nullable();
    // Rupees; null is "price on request".
    table.bigInteger('price').nullable();
    table.enu('status', ['available', 'booked', 'sold']).notNullable().defaultTo('available');
    table.timestamps(true, true);
    table.unique(['project_id', 'plot_number'], { indexName: 'project_plots_project_number_unique' });
  });
  await knex.schema.alterTable('projects', (table) => {
    table.integer('plots_total').notNullable().defaultTo(0);
    table.integer('plots_available').notNullable().defaultTo(0);
    table.text('approving_authority').nullable();
    table.text('approving_authority_other').nullable();
    table.text('approval_number').nullable();
    table.text('na_status').nullable();
    table.text('na_order_number').nullable();
    table.text('survey_number').nullable();
    table.jsonb('diligence_documents').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projects', (table) => {
    for (const column of ['plots_total', 'plots_available', 'approving_authority', 'approving_authority_other', 'approval_number', 'na_status', 'na_order_number', 'survey_number', 'diligence_documents']) {
      table.dropColumn(column);
    }
  });
  await knex.schema.dropTable('project_plots');
}
