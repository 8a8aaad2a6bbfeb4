import type { Request, ResponseToolkit } from '@hapi/hapi';
import type { User } from '../../db/models';
import { setSessionCookie } from './session-cookie';
import { SESSION_MAX_LIFETIME_SECONDS, SESSION_RENEW_AFTER_SECONDS, signSessionToken, type SessionClaims } from './session-token';

/**
 * Sliding sessions: once a token is past half its life, any request it
 * authenticates gets a fresh cookie, so an active person stays signed in while
 * an idle one is signed out within two hours. A sign-in older than the maximum
 * lifetime is no longer renewed and lapses. Runs after authentication, so a
 * handler that sets or clears the cookie itself (logout, password change) wins.
 */
export function renewSessionIfDue(request: Request, h: ResponseToolkit, nowMs = Date.now()): void {
  if (!request.auth.isAuthenticated || request.auth.strategy !== 'session') return;
  const claims = (request.auth.artifacts as { decoded?: { payload?: Partial<SessionClaims> } }).decoded?.payload;
  if (typeof claims?.iat !== 'number') return;

  const nowSec = Math.floor(nowMs / 1000);
  const signedInAt = typeof claims.at === 'number' ? claims.at : claims.iat;
  if (nowSec - claims.iat < SESSION_RENEW_AFTER_SECONDS) return;
  if (nowSec - signedInAt >= SESSION_MAX_LIFETIME_SECONDS) return;

  const { shared } = request.server.app;
  const user = request.auth.credentials.user as User;
  setSessionCookie(request, h, signSessionToken(user, shared.jwtSecret, { now: nowMs, signedInAt }), shared.isProduction);
}
