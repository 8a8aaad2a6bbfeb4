import { AUTH_TEXTS, type LoginResponse, type SessionUser } from '@plotwise/contracts';
import type { User } from '../../db/models';
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
