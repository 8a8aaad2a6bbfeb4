import Boom from '@hapi/boom';
import type { Request } from '@hapi/hapi';
import type { User } from '../../db/models';

/** The signed-in account of a request, or null for a visitor. */
export function currentUser(request: Pick<Request, 'auth'>): User | null {
  return request.auth.isAuthenticated ? (request.auth.credentials.user as User | undefined) ?? null : null;
}

/** The signed-in account of a route that requires a session (its auth already refused visitors). */
export function requireUser(request: Pick<Request, 'auth'>): User {
  const user = currentUser(request);
  // Only reached by a route that forgot to require a session: refuse rather than fail.
  if (!user) throw Boom.unauthorized('Please log in');
  return user;
}
