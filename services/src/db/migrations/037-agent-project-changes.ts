import type { Knex } from 'knex';

/**
 * Agents manage their listings (issue 15, rule 3):
 * - 'withdrawn' joins the approval statuses: the agent took the project off
 *   the site; every public read asks for 'approved', so it disappears at once,
 *   and the agent can edit and resubmit it later.
 * - A change to an approved project waits in `pending_changes` (the agent's
 *   whole submission, jsonb) until an admin approves it; the public page keeps
 *   the approved version meanwhile. `changes_rejection_reason` tells the agent
 *   why a change was turned down.
 */
const STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table projects drop constraint if exists projects_approval_status_check');
  // DDL takes no parameters; the values are this file's own constants.
  await knex.raw(`alter table projects add constraint projects_approval_status_check check (approval_status in (${STATUSES.map((status) => `'${status}'`).join(', ')}))`);
  await knex.schema.alterTable('projects', (table) => {
    table.jsonb('pending_changes').nullable();
    table.timestamp('changes_submitted_at', { useTz: true }).nullable();
    table.text('changes_rejection_reason').nullable();
  });
  // The approvals queue reads the projects with changes waiting, oldest first.
  await knex.raw('create index projects_pending_changes_index on projects (changes_submitted_at) where pending_changes is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists projects_pending_changes_index');
  await knex.schema.alterTable('projects', (table) => {
    table.dropColumn('pending_changes');
    table.dropColumn('changes_submitted_at');
    table.dropColumn('changes_rejection_reason');
  });
  await knex('projects').where('approval_status', 'withdrawn').update({ approval_status: 'rejected' });
  await knex.raw('alter table projects drop constraint if exists projects_approval_status_check');
  await knex.raw("alter table projects add constraint projects_approval_status_check check (approval_status in ('pending', 'approved', 'rejected'))");
}
