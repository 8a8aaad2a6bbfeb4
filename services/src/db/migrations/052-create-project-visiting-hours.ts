import type { Knex } from 'knex';

/**
 * A project's own visiting days and hours, set by its agent or an admin; a
 * project without a row takes site visits in the office's hours.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('project_visiting_hours', (table) => {
    table.integer('project_id').primary().references('id').inTable('projects').onDelete('CASCADE');
    // Days of the week, 0 = Sunday.
    table.specificType('days', 'smallint[]').notNullable();
    table.text('opens').notNullable();
    table.text('closes').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('project_visiting_hours');
}
