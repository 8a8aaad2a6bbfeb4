import type { User } from '../../db/models';

/** The hapi scope an agent carries only once an admin has approved them. */
export const APPROVED_AGENT_SCOPE = 'approved-agent';

/**
 * What a session may do, as hapi scopes: the role, plus approval for agents.
 * Routes for agents ask for `approved-agent`, so an agent awaiting approval is
 * signed in but refused (403) by every agent-only API.
 */
export function sessionScopes(user: Pick<User, 'role' | 'isApproved'>): string[] {
  return user.role === 'agent' && user.isApproved ? [user.role, APPROVED_AGENT_SCOPE] : [user.role];
}
