import type { Knex } from 'knex';

/**
 * Saved listings searches and the new matches waiting for their owner's daily
 * digest. A search keeps the query as typed (`filters`) and, beside it, what
 * that query was read as in columns an approval matches in one statement:
 * the full-text query, place words, city keys, type, status, budget, area,
 * featured and the map's box (null: no such filter). `owner_key` groups an
 * owner's searches into one digest: `user:<id>`, `email:<address>` or `phone:<number>`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('saved_searches', (table) => {
    table.increments('id');
    table.integer('user_id').references('id').inTable('users').onDelete('CASCADE');
    table.text('email');
    table.text('phone');
    table.text('owner_key').notNullable();
    table.jsonb('filters').notNullable();
    table.text('text_query');
    table.specificType('place_patterns', 'text[]');
    table.specificType('city_keys', 'text[]');
    table.text('project_type');
    table.text('status');
    table.bigInteger('min_price');
    table.bigInteger('max_price');
    table.double('min_area');
    table.double('max_area');
    table.boolean('featured');
    table.double('bbox_west');
    table.double('bbox_south');
    table.double('bbox_east');
    table.double('bbox_north');
    // Where its emailed links point when PUBLIC_URL is not set: the site it was saved on.
    table.text('link_origin');
    // A visitor's email search waits for its confirmation link; signed-in and phone-confirmed ones are confirmed at once.
    table.timestamp('confirmed_at', { useTz: true });
    table.timestamp('unsubscribed_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'created_at'], 'saved_searches_user_index');
    table.index(['owner_key'], 'saved_searches_owner_index');
  });
  // The approval's match reads only live searches.
  await knex.raw('create index saved_searches_live_type_index on saved_searches (project_type) where confirmed_at is not null and unsubscribed_at is null');

  await knex.schema.createTable('saved_search_matches', (table) => {
    table.increments('id');
    table.integer('saved_search_id').notNullable().references('id').inTable('saved_searches').onDelete('CASCADE');
    table.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.text('owner_key').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Set in the transaction that queues the digest naming it.
    table.timestamp('digested_at', { useTz: true });
    table.integer('message_id').references('id').inTable('outgoing_messages').onDelete('SET NULL');
    table.unique(['saved_search_id', 'project_id'], { indexName: 'saved_search_matches_search_project_unique' });
  });
  await knex.raw('create index saved_search_matches_waiting_index on saved_search_matches (owner_key, id) where digested_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('saved_search_matches');
  await knex.schema.dropTable('saved_searches');
}
