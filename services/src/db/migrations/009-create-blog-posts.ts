import type { Knex } from 'knex';

/** Blog posts; visitors see published ones only. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_posts', (table) => {
    table.increments('id');
    table.text('slug').notNullable().unique();
    table.text('title').notNullable();
    table.text('excerpt').notNullable();
    table.text('content').notNullable();
    table.text('category').notNullable().defaultTo('General');
    table.text('featured_image');
    table.text('author').notNullable().defaultTo('Admin');
    table.jsonb('tags').notNullable().defaultTo('[]');
    table.boolean('published').notNullable().defaultTo(false);
    table.timestamp('published_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index blog_posts_published_newest on blog_posts (published_at desc, id desc) where published');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_posts');
}
