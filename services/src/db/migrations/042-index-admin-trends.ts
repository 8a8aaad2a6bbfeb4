import type { Knex } from 'knex';

/**
 * The admin dashboard's charts at 100,000 projects (bench/admin-trends.ts):
 * - inquiries per week read the last 12 weeks of `inquiries` by `created_at`;
 *   the only index with it led with `status`, so every inquiry was read;
 * - approvals by age read when each waiting project was sent. The index's
 *   predicate is the approvals queue's own (pendingProjects) and it carries
 *   both times, so the ages come from the index alone instead of one table
 *   page per waiting project.
 */
const WAITING = `where approval_status = 'pending' or (approval_status = 'approved' and pending_changes is not null)`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index inquiries_created_at_index on inquiries (created_at)');
  await knex.raw(`create index projects_waiting_since_index on projects (created_at, changes_submitted_at) ${WAITING}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists inquiries_created_at_index');
  await knex.raw('drop index if exists projects_waiting_since_index');
}
