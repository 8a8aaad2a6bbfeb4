import type { Knex } from 'knex';
import { APPROVAL_STATUSES, AREA_UNITS, PROJECT_STATUSES, PROJECT_TYPES } from '@plotwise/contracts';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projects', (table) => {
    table.increments('id');
    table.text('title').notNullable();
    table.text('description').notNullable().defaultTo('');
    table.text('location').notNullable();
    table.text('city').notNullable();
    table.text('state').notNullable();
    table.double('total_area').notNullable().defaultTo(0);
    table.enu('area_unit', [...AREA_UNITS]).notNullable().defaultTo('sq.ft');
    // Rupees; bigint because large projects start above the 21-crore int4 ceiling.
    table.bigInteger('starting_price');
    table.enu('project_type', [...PROJECT_TYPES]).notNullable();
    table.jsonb('plot_sizes').notNullable().defaultTo('[]');
    table.jsonb('amenities').notNullable().defaultTo('[]');
    table.jsonb('specifications').notNullable().defaultTo('[]');
    table.text('brochure_url');
    table.text('layout_map_url');
    table.jsonb('approvals').notNullable().defaultTo('[]');
    table.enu('status', [...PROJECT_STATUSES]).notNullable().defaultTo('upcoming');
    table.boolean('featured').notNullable().defaultTo(false);
    table.boolean('is_newly_launched').notNullable().defaultTo(false);
    table.boolean('is_top_project').notNullable().defaultTo(false);
    table.boolean('verified').notNullable().defaultTo(false);
    table.jsonb('images').notNullable().defaultTo('[]');
    table.text('default_image');
    table.text('possession_timeline');
    table.text('rera_number');
    table.text('contact_email');
    table.text('contact_phone');
    table.enu('approval_status', [...APPROVAL_STATUSES]).notNullable().defaultTo('pending');
    table.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    table.integer('last_updated_by').references('id').inTable('users').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Optimistic locking: an update names the version it read.
    table.integer('version').notNullable().defaultTo(1);

    table.index(['approval_status'], 'projects_approval_status_index');
    table.index(['created_at'], 'projects_created_at_index');
    table.index(['created_by'], 'projects_created_by_index');
  });
  await knex.raw('create index projects_city_lower_index on projects (lower(city))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('projects');
}
