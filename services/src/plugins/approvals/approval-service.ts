import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { ADMIN_OPS_TEXTS, type ApprovalCounts, type ApprovalItem, type ApprovalListQuery, type Page } from '@plotwise/contracts';
import { Project, User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { projectFieldsOf } from '../projects/agent-project-service';
import { queueProjectAlerts } from '../notifications/project-alerts';
import { presentPendingAgent, presentPendingProject } from './present-approval';
import { foundOr404 } from '../found-or-404';

function pendingAgents(knex: Knex) {
  return knex('users').where({ role: 'agent', isApproved: false, isActive: true });
}

/**
 * Projects waiting for a decision: new or resubmitted ones, and approved ones with changes from their agent.
 * They wait from `coalesce(changes_submitted_at, created_at)`: changes from when they were sent.
 */
export function pendingProjects(knex: Knex) {
  return knex('projects').where((where) => where.where('approvalStatus', 'pending').orWhere((changes) => changes.where('approvalStatus', 'approved').whereNotNull('pendingChanges')));
}

/** How many agents and projects wait for a decision. */
export async function countApprovals(trx?: Knex.Transaction): Promise<ApprovalCounts> {
  const knex = trx ?? User.knex();
  const [agents, projects] = await Promise.all([
    pendingAgents(knex).count('* as count').first(),
    pendingProjects(knex).count('* as count').first(),
  ]);
  const counts = { agents: Number(agents?.count ?? 0), projects: Number(projects?.count ?? 0) };
  return { ...counts, total: counts.agents + counts.projects };
}

/**
 * The approvals queue: agents awaiting approval and pending projects (agent
 * submissions and public plot submissions) in one list, longest waiting first.
 * One statement pages over both tables; the page's rows are then read whole.
 */
export async function listApprovals(query: ApprovalListQuery, trx?: Knex.Transaction): Promise<Page<ApprovalItem> & { counts: ApprovalCounts }> {
  const knex = trx ?? User.knex();
  const agents = pendingAgents(knex).select(knex.raw("'agent' as type"), 'id', 'createdAt');
  // Changes wait from when they were sent, not from when the project was first made.
  const projects = pendingProjects(knex).select(knex.raw("'project' as type"), 'id', knex.raw('coalesce(changes_submitted_at, created_at) as created_at'));
  const queue = query.type === 'agent' ? agents : query.type === 'project' ? projects : agents.unionAll(projects);

  const [rows, counts] = await Promise.all([
    knex
      .select('type', 'id')
      .from(knex.raw('(?) as queue', [queue]))
      .orderBy([{ column: 'createdAt', order: 'asc' }, { column: 'type' }, { column: 'id' }])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize) as Promise<Array<{ type: ApprovalItem['type']; id: number }>>,
    countApprovals(trx),
  ]);

  const idsOf = (type: ApprovalItem['type']) => rows.filter((row) => row.type === type).map((row) => row.id);
  const [agentRows, projectRows] = await Promise.all([
    User.query(trx).findByIds(idsOf('agent')),
    Project.query(trx).findByIds(idsOf('project')).withGraphFetched('creator'),
  ]);
  const items = rows.flatMap((row): ApprovalItem[] => {
    if (row.type === 'agent') {
      const agent = agentRows.find((candidate) => candidate.id === row.id);
      return agent ? [presentPendingAgent(agent)] : [];
    }
    const project = projectRows.find((candidate) => candidate.id === row.id);
    return project ? [presentPendingProject(project)] : [];
  });

  const total = query.type === 'agent' ? counts.agents : query.type === 'project' ? counts.projects : counts.total;
  return { items, total, page: query.page, pageSize: query.pageSize, counts };
}

async function lockProject(id: number, trx: Knex.Transaction): Promise<Project> {
  return foundOr404(await Project.query(trx).findById(id).forUpdate(), ADMIN_OPS_TEXTS.projectNotFound);
}

/**
 * Publishes a pending (or earlier rejected) project as the signed-in admin and
 * queues the SMS alerts of matching subscribers in the same transaction, so
 * alerts exist only for a committed approval. For an approved project with
 * changes from its agent, approving publishes the changes (no alerts: it is
 * not a new project). Approving an approved project with nothing waiting
 * changes nothing and queues nothing.
 */
export async function approveProject(admin: User, id: number, trx?: Knex.Transaction): Promise<{ project: Project; alertsQueued: number }> {
  return inTransaction(trx, async (t) => {
    const project = await lockProject(id, t);
    if (project.approvalStatus === 'approved' && project.pendingChanges) {
      const updated = await project.$query(t).patchAndFetch({
        ...projectFieldsOf(project.pendingChanges),
        pendingChanges: null,
        changesSubmittedAt: null,
        changesRejectionReason: null,
        lastUpdatedBy: admin.id,
        version: project.version + 1,
      });
      return { project: updated, alertsQueued: 0 };
    }
    if (project.approvalStatus === 'approved') return { project, alertsQueued: 0 };
    const approved = await project.$query(t).patchAndFetch({
      approvalStatus: 'approved',
      rejectionReason: null,
      lastUpdatedBy: admin.id,
      // Another admin editing the project in the hub learns it changed (409 on a stale save).
      version: project.version + 1,
    });
    return { project: approved, alertsQueued: await queueProjectAlerts(approved, t) };
  });
}

/**
 * Rejects a pending project: it stays on record, with the reason the agent
 * reads in My Projects, and never reaches the public site. Rejecting an
 * approved project's changes drops them and keeps the listing as it was; the
 * agent reads the reason beside it.
 */
export async function rejectProject(admin: User, id: number, reason: string, trx?: Knex.Transaction): Promise<Project> {
  return inTransaction(trx, async (t) => {
    const project = await lockProject(id, t);
    if (project.approvalStatus === 'approved' && project.pendingChanges) {
      return project.$query(t).patchAndFetch({
        pendingChanges: null,
        changesSubmittedAt: null,
        // '' when no reason was given: still a rejection the agent is told about (null is none).
        changesRejectionReason: reason,
        lastUpdatedBy: admin.id,
      });
    }
    if (project.approvalStatus !== 'pending') throw Boom.conflict(ADMIN_OPS_TEXTS.projectNotPending);
    return project.$query(t).patchAndFetch({
      approvalStatus: 'rejected',
      rejectionReason: reason || null,
      lastUpdatedBy: admin.id,
      version: project.version + 1,
    });
  });
}
