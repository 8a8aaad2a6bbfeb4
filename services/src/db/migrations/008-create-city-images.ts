import type { Knex } from 'knex';

/** One banner picture per city (the admin media screen's City Images), matched by name in any case. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('city_images', (table) => {
    table.increments('id');
    table.text('city').notNullable();
    table.text('url').notNullable();
    table.text('caption').notNullable().defaultTo('');
    table.integer('updated_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index city_images_city_unique on city_images (lower(city))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('city_images');
}
