import Jwt from '@hapi/jwt';
import type { UserRole } from '@plotwise/contracts';

/** A session token lives two hours; activity keeps the session going (see session-renewal.ts). */
export const SESSION_TTL_SECONDS = 2 * 60 * 60;
/** A token past half its life is replaced by a fresh one on the next authenticated request. */
export const SESSION_RENEW_AFTER_SECONDS = SESSION_TTL_SECONDS / 2;
/** However active, a sign-in is renewed for at most a week; then the person signs in again. */
export const SESSION_MAX_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ISSUER = 'plotwise-api';
export const SESSION_AUDIENCE = 'plotwise-web';

/** What a session token says: who, in which role, which generation of their sessions, and since when. */
export interface SessionClaims {
  sub: string;
  role: UserRole;
  tv: number;
  /** When the person signed in (seconds since the epoch); renewals carry it unchanged. */
  at: number;
  iat: number;
  exp: number;
}

/** Clock difference tolerated between API processes, in seconds. */
export const SESSION_CLOCK_SKEW_SECONDS = 15;

/**
 * Whether a token's times are ones this server issues: an expiry, no more than
 * a session's life after its issue, and an issue time that is not in the
 * future. The signature says who made a token; this refuses ones made with the
 * secret but not by signSessionToken (no `exp`, `exp` a year away, `iat` ahead).
 */
export function hasSessionLifetime(claims: { iat?: unknown; exp?: unknown }, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number') return false;
  return iat <= nowSeconds + SESSION_CLOCK_SKEW_SECONDS && exp > iat && exp - iat <= SESSION_TTL_SECONDS;
}

export interface SignOptions {
  /** The signing moment in milliseconds (tests sign tokens in the past); defaults to now. */
  now?: number;
  /** The original sign-in time of a renewed session, in seconds; defaults to the signing moment. */
  signedInAt?: number;
}

export function signSessionToken(
  user: { id: number; role: UserRole; tokenVersion: number },
  secret: string,
  { now = Date.now(), signedInAt }: SignOptions = {},
): string {
  const claims = {
    sub: String(user.id),
    role: user.role,
    tv: user.tokenVersion,
    at: signedInAt ?? Math.floor(now / 1000),
    iss: SESSION_ISSUER,
    aud: SESSION_AUDIENCE,
  };
  return Jwt.token.generate(claims, { key: secret, algorithm: 'HS256' }, { ttlSec: SESSION_TTL_SECONDS, now });
}
