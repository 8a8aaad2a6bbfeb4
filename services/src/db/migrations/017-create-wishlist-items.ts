import type { Knex } from 'knex';

/** Projects a signed-in person saved; gone with the person or the project. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('wishlist_items', (table) => {
    table.increments('id');
    table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Saving twice keeps one row; the index also serves "this person's list".
    table.unique(['user_id', 'project_id'], { indexName: 'wishlist_items_user_project_unique' });
    table.index(['project_id'], 'wishlist_items_project_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('wishlist_items');
}
