import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import {
  ADMIN_OPS_TEXTS,
  ADMIN_TABLE_TEXTS,
  type AccountStatus,
  type AdminAgentListQuery,
  type AdminUserListQuery,
  type AgentCounts,
  type AgentFilter,
  type BulkResult,
  type Page,
  type UserBulkRequest,
} from '@plotwise/contracts';
import { User } from '../../db/models';
import { containsPattern } from '../../db/search-pattern';
import { pageOf } from '../../db/paging';
import { inTransaction } from '../../db/transaction';
import { doneCount, eachBulkRow } from '../bulk-results';
import { foundOr404 } from '../found-or-404';

type UserQuery = QueryBuilder<User, User[]>;

/** A search matches the name, the email or the phone; a phone also matches by its digits alone ('98765 43210'). */
function whereMatches(query: UserQuery, search: string | undefined): UserQuery {
  if (!search) return query;
  const pattern = containsPattern(search);
  const digits = search.replace(/\D/g, '');
  return query.where((match) => {
    match.whereRaw('users.name ilike ?', [pattern]).orWhereRaw('users.email ilike ?', [pattern]).orWhereRaw('users.phone ilike ?', [pattern]);
    if (digits.length >= 3) match.orWhereRaw("regexp_replace(coalesce(users.phone, ''), '\\D', '', 'g') like ?", [`%${digits}%`]);
  });
}

function whereStatus(query: UserQuery, status: AccountStatus | undefined): UserQuery {
  if (status === 'suspended') return query.where('users.isActive', false);
  if (status === 'active') return query.where({ 'users.isActive': true, 'users.isApproved': true });
  if (status === 'pending') return query.where({ 'users.isActive': true, 'users.isApproved': false });
  return query;
}

/** An agent awaiting approval: not approved, and neither suspended nor rejected. */
function whereAgentFilter(query: UserQuery, filter: AgentFilter | undefined): UserQuery {
  if (filter === 'pending') return query.where({ 'users.isApproved': false, 'users.isActive': true });
  if (filter === 'approved') return query.where('users.isApproved', true);
  return query;
}

/** The users table's sortable columns (the schema's whitelist), each with the id as tie-breaker. */
const USER_SORT_COLUMNS: Record<AdminUserListQuery['sortBy'], string> = {
  createdAt: 'users.created_at',
  name: 'users.name',
  email: 'users.email',
  role: 'users.role',
};

/** `GET /api/admin/users`: every account (the admin's too), newest first unless sorted by another column. */
export async function listUsers(query: AdminUserListQuery, trx?: Knex.Transaction): Promise<Page<User>> {
  const filtered = whereStatus(whereMatches(User.query(trx), query.search), query.status);
  if (query.role) filtered.where('users.role', query.role);
  // Accounts without an email come last in either direction.
  filtered.orderByRaw(`${USER_SORT_COLUMNS[query.sortBy]} ${query.sortOrder} nulls last, users.id ${query.sortOrder}`);
  return pageOf(filtered, query);
}

/** The agents screen's counters: awaiting approval, approved, every agent. */
export async function countAgents(trx?: Knex.Transaction): Promise<AgentCounts> {
  const row = (await User.query(trx)
    .where('role', 'agent')
    .select(
      User.raw('count(*) filter (where is_approved = false and is_active = true) as pending'),
      User.raw('count(*) filter (where is_approved = true) as approved'),
      User.raw('count(*) as total'),
    )
    .first()
    .castTo<Record<keyof AgentCounts, number | string>>()) as Record<keyof AgentCounts, number | string> | undefined;
  return { pending: Number(row?.pending ?? 0), approved: Number(row?.approved ?? 0), total: Number(row?.total ?? 0) };
}

/** Agents matching the search and filter, those awaiting approval first, then newest first. */
export async function listAgents(query: AdminAgentListQuery, trx?: Knex.Transaction): Promise<Page<User> & { counts: AgentCounts }> {
  const filtered = whereAgentFilter(whereMatches(User.query(trx).where('users.role', 'agent'), query.search), query.status).orderBy([
    { column: 'users.isApproved', order: 'asc' },
    { column: 'users.createdAt', order: 'desc' },
    { column: 'users.id', order: 'desc' },
  ]);
  const [page, counts] = await Promise.all([pageOf(filtered, query), countAgents(trx)]);
  return { ...page, counts };
}

async function findAgent(id: number, trx?: Knex.Transaction): Promise<User> {
  return foundOr404(await User.query(trx).findById(id).where('role', 'agent'), ADMIN_OPS_TEXTS.agentNotFound);
}

/**
 * Approves an agent: their open session gains the agent APIs at once. A
 * rejected registration approved after all is made active again; approving
 * one already approved changes nothing (a suspended agent is activated, not approved).
 */
export async function approveAgent(id: number, trx?: Knex.Transaction): Promise<User> {
  const agent = await findAgent(id, trx);
  if (agent.isApproved) return agent;
  return agent.$query(trx).patchAndFetch({ isApproved: true, isActive: true });
}

/** Sets whether an account may sign in; a suspension also ends every session of it at once. */
async function setActive(user: User, isActive: boolean, trx?: Knex.Transaction): Promise<User> {
  if (user.isActive === isActive) return user;
  return user.$query(trx).patchAndFetch(isActive ? { isActive } : { isActive, tokenVersion: user.tokenVersion + 1 });
}

/**
 * `PATCH /api/admin/users/{id}/toggle-status`: suspends (signing the person out
 * everywhere) or activates an account. Admins cannot lock themselves out.
 */
export async function setUserActive(admin: User, id: number, isActive: boolean, trx?: Knex.Transaction): Promise<User> {
  return inTransaction(trx, async (t) => {
    const user = await User.query(t).findById(id).forUpdate();
    if (!user) throw Boom.notFound(ADMIN_OPS_TEXTS.userNotFound);
    if (!isActive && user.id === admin.id) throw Boom.forbidden(ADMIN_OPS_TEXTS.cannotSuspendSelf);
    return setActive(user, isActive, t);
  });
}

/** Suspends an agent, approved or not: they are signed out at once and cannot sign in until activated. */
export async function suspendAgent(id: number, trx?: Knex.Transaction): Promise<User> {
  return inTransaction(trx, async (t) => setActive(await findAgent(id, t), false, t));
}

/**
 * Rejects an agent's registration: the account stays on record, unapproved and
 * inactive (so it cannot sign in), and leaves the approvals queue. Only an agent
 * still awaiting approval can be rejected; an approved one is suspended instead.
 */
export async function rejectAgent(id: number, trx?: Knex.Transaction): Promise<User> {
  return inTransaction(trx, async (t) => {
    const agent = await findAgent(id, t);
    if (agent.isApproved) throw Boom.conflict(ADMIN_OPS_TEXTS.agentNotPending);
    return setActive(agent, false, t);
  });
}

/**
 * `POST /api/admin/users/bulk`: approve (agents), suspend or activate up to
 * 100 accounts in one transaction, by the single actions' rules (an admin
 * cannot suspend themself; approving is for agents). A row already in the
 * state asked for is reported as left alone rather than counted as done.
 */
export async function bulkChangeUsers(admin: User, request: UserBulkRequest, trx?: Knex.Transaction): Promise<BulkResult> {
  return inTransaction(trx, async (t) => {
    const locked = await User.query(t).findByIds(request.ids).orderBy('id').forUpdate();
    const results = await eachBulkRow(request.ids, locked, ADMIN_OPS_TEXTS.userNotFound, async (user) => {
      if (request.action === 'approve') {
        if (user.role !== 'agent') throw Boom.conflict(ADMIN_TABLE_TEXTS.notAnAgent);
        if (user.isApproved) throw Boom.conflict(ADMIN_TABLE_TEXTS.alreadyApproved);
        await approveAgent(user.id, t);
      } else {
        const isActive = request.action === 'activate';
        if (user.isActive === isActive) throw Boom.conflict(isActive ? ADMIN_TABLE_TEXTS.alreadyActive : ADMIN_TABLE_TEXTS.alreadySuspended);
        await setUserActive(admin, user.id, isActive, t);
      }
    });
    return { results, done: doneCount(results), alertsQueued: 0 };
  });
}
