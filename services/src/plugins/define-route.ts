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
