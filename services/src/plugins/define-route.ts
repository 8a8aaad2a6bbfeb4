import type { ReqRef, ReqRefDefaults, RouteOptionsAccess, ServerRoute } from '@hapi/hapi';

/**
 * Declares a route with typed payload, query and params (what its zod validators
 * produce) while the server's route table stays untyped.
 */
export function defineRoute<Refs extends ReqRef = ReqRefDefaults>(route: ServerRoute<Refs>): ServerRoute {
  return route as unknown as ServerRoute;
}

/** Public routes read the session when there is one and never require it. */
export const PUBLIC_ACCESS: RouteOptionsAccess = { strategy: 'session', mode: 'try' };

/** Admin routes: a valid session whose role is admin (hapi scopes come from the role). */
export const ADMIN_ACCESS: RouteOptionsAccess = { strategy: 'session', mode: 'required', access: { scope: ['admin'] } };

/** Any signed-in account (user, agent approved or not, admin). */
export const SIGNED_IN_ACCESS: RouteOptionsAccess = { strategy: 'session', mode: 'required' };

/** Agents an admin has approved (scope from auth/session-scopes.ts); unapproved agents get 403. */
export const APPROVED_AGENT_ACCESS: RouteOptionsAccess = { strategy: 'session', mode: 'required', access: { scope: ['approved-agent'] } };

/** Approved agents (ownership checked by the handler) and admins. */
export const APPROVED_AGENT_OR_ADMIN_ACCESS: RouteOptionsAccess = {
  strategy: 'session',
  mode: 'required',
  access: { scope: ['approved-agent', 'admin'] },
};

/** People with their own account to manage: users and agents (approved or not), not the configured admin. */
export const ACCOUNT_HOLDER_ACCESS: RouteOptionsAccess = { strategy: 'session', mode: 'required', access: { scope: ['user', 'agent'] } };
