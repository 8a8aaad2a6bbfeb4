import type { Knex } from 'knex';

/** Uploaded and generated files live in the database, so API processes stay stateless. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('files', (table) => {
    table.uuid('id').primary();
    table.text('content_type').notNullable();
    table.integer('byte_size').notNullable();
    table.binary('data').notNullable();
    table.text('original_name');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('files');
}
