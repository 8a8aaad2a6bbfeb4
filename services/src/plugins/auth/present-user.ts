import Boom from '@hapi/boom';
import { AUTH_TEXTS, type LoginResponse, type SessionUser } from '@plotwise/contracts';
import type { User } from '../../db/models';
import { clientAddress } from './client-address';
import { openSession } from './session-cookie';

/** The signed-in person as the contracts describe them; never the hash or the token version. */
export function presentSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    isApproved: user.isApproved,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** Opens the session and answers as every sign-in does (the email one and the admin's). */
export function signedIn(request: Parameters<typeof openSession>[0], h: Parameters<typeof openSession>[1], user: User): LoginResponse {
  openSession(request, h, user);
  return { user: presentSessionUser(user), message: AUTH_TEXTS.loginSuccessful };
}

/**
 * A sign-in attempt: throttled by the caller's address and the account asked
 * for (`account:<email>`, `admin:<username>`), 401 with `failText` on a wrong pair.
 */
export async function signInThrottled(
  request: Parameters<typeof openSession>[0] & Parameters<typeof clientAddress>[0],
  h: Parameters<typeof openSession>[1],
  account: string,
  authenticate: () => Promise<User | null>,
  failText: string,
): Promise<LoginResponse> {
  const { shared, loginThrottle } = request.server.app;
  const user = await loginThrottle.attempt(clientAddress(request, shared.trustProxy), account.toLowerCase(), authenticate);
  if (!user) throw Boom.unauthorized(failText);
  return signedIn(request, h, user);
}
