import type { Request } from '@hapi/hapi';
import type { User } from '../../db/models';

/** The signed-in account of a request, or null for a visitor. */
export function currentUser(request: Pick<Request, 'auth'>): User | null {
  return request.auth.isAuthenticated ? (request.auth.credentials.user as User | undefined) ?? null : null;
}
