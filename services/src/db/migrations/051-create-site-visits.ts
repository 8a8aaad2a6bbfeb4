import type { Knex } from 'knex';

/**
 * Site visits a buyer books on a project page. Each is a lead: its inquiry
 * (`inquiry_id`) carries the buyer's contact and the agent it is routed to, so
 * the visit shows where inquiries show. `visit_date` and `slot` are the time
 * in play (asked for, confirmed, or the agent's proposal); every visit not
 * cancelled holds a place in its slot. The token is the buyer's link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_visits', (table) => {
    table.increments('id');
    table.integer('inquiry_id').notNullable().references('id').inTable('inquiries').onDelete('CASCADE');
    table.integer('project_id').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.date('visit_date').notNullable();
    table.text('slot').notNullable();
    table.enu('status', ['requested', 'confirmed', 'proposed', 'cancelled']).notNullable().defaultTo('requested');
    table.text('token').notNullable().unique();
    // The site's address the booking came through, for links sent later without a request (the reminder).
    table.text('link_origin').nullable();
    table.timestamp('reminder_sent_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['inquiry_id']);
  });
  // Counting a slot's places, and the reminder's search for tomorrow's confirmed visits.
  await knex.raw("create index site_visits_slot_index on site_visits (project_id, visit_date, slot) where status <> 'cancelled'");
  await knex.raw("create index site_visits_reminder_index on site_visits (visit_date) where status = 'confirmed' and reminder_sent_at is null");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_visits');
}
