import type { Request, ResponseToolkit, ServerStateCookieOptions } from '@hapi/hapi';
import { isHttpsRequest } from '../../extensions/request-origin';
import { SESSION_TTL_SECONDS, signSessionToken } from './session-token';

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
 * over https (isHttpsRequest: TLS here, or a trusted proxy that says so, the same
 * rule as HSTS). A browser drops a Secure cookie set over plain http, so
 * `npm start` on http://localhost keeps working.
 */
type CookieRequest = Pick<Request, 'server' | 'headers'>;
type CookieToolkit = Pick<ResponseToolkit, 'state' | 'unstate'>;

export function isSecureRequest(request: CookieRequest, isProduction: boolean): boolean {
  return isProduction && isHttpsRequest(request);
}

export function setSessionCookie(request: CookieRequest, h: CookieToolkit, token: string, isProduction: boolean): void {
  h.state(SESSION_COOKIE, token, { ...SESSION_COOKIE_OPTIONS, isSecure: isSecureRequest(request, isProduction) });
}

/** Signs the account in on this browser: a fresh session token in the cookie. */
export function openSession(request: CookieRequest, h: CookieToolkit, account: Parameters<typeof signSessionToken>[0]): void {
  const { shared } = request.server.app;
  setSessionCookie(request, h, signSessionToken(account, shared.jwtSecret), shared.isProduction);
}

export function clearSessionCookie(request: CookieRequest, h: CookieToolkit, isProduction: boolean): void {
  h.unstate(SESSION_COOKIE, { ...SESSION_COOKIE_OPTIONS, isSecure: isSecureRequest(request, isProduction) });
}
