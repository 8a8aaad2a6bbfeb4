import type { Request, ResponseToolkit, ServerStateCookieOptions } from '@hapi/hapi';
import { SESSION_TTL_SECONDS } from './session-token';

export const SESSION_COOKIE = 'plotwise_session';

export const SESSION_COOKIE_OPTIONS: ServerStateCookieOptions = {
  ttl: SESSION_TTL_SECONDS * 1000,
  path: '/',
  isHttpOnly: true,
  isSameSite: 'Lax',
  // Decided per response, see `isSecureRequest`.
  isSecure: false,
  encoding: 'none',
  strictHeader: true,
  ignoreErrors: true,
  clearInvalid: false,
};

/**
 * The cookie is marked Secure only in production AND when the request arrived
 * over https (directly or through a proxy that says so). A browser drops a
 * Secure cookie set over plain http, so `npm start` on http://localhost keeps
 * working; behind TLS in production the flag is always on.
 */
type CookieRequest = Pick<Request, 'server' | 'headers'>;
type CookieToolkit = Pick<ResponseToolkit, 'state' | 'unstate'>;

export function isSecureRequest(request: CookieRequest, isProduction: boolean): boolean {
  if (!isProduction) return false;
  if (request.server.info.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  return typeof forwarded === 'string' && forwarded.split(',')[0]?.trim().toLowerCase() === 'https';
}

export function setSessionCookie(request: CookieRequest, h: CookieToolkit, token: string, isProduction: boolean): void {
  h.state(SESSION_COOKIE, token, { ...SESSION_COOKIE_OPTIONS, isSecure: isSecureRequest(request, isProduction) });
}

export function clearSessionCookie(request: CookieRequest, h: CookieToolkit, isProduction: boolean): void {
  h.unstate(SESSION_COOKIE, { ...SESSION_COOKIE_OPTIONS, isSecure: isSecureRequest(request, isProduction) });
}
