import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { AUTH_TEXTS } from '@plotwise/contracts';
import { User } from '../../db/models';

/** Every agent, those awaiting approval first, then newest first. */
export async function listAgents(trx?: Knex.Transaction): Promise<User[]> {
  return User.query(trx).where('role', 'agent').orderBy([{ column: 'isApproved', order: 'asc' }, { column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]);
}

/** Approves an agent; approving one already approved changes nothing. */
export async function approveAgent(id: number, trx?: Knex.Transaction): Promise<User> {
  const agent = await User.query(trx).findById(id).where('role', 'agent');
  if (!agent) throw Boom.notFound(AUTH_TEXTS.agentNotFound);
  if (agent.isApproved) return agent;
  return agent.$query(trx).patchAndFetch({ isApproved: true });
}
