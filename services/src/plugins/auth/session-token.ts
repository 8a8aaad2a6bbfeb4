import Jwt from '@hapi/jwt';
import type { UserRole } from '@plotwise/contracts';

export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const SESSION_ISSUER = 'plotwise-api';
export const SESSION_AUDIENCE = 'plotwise-web';

/** What a session token says: who, in which role, and which generation of their sessions. */
export interface SessionClaims {
  sub: string;
  role: UserRole;
  tv: number;
}

export function signSessionToken(user: { id: number; role: UserRole; tokenVersion: number }, secret: string): string {
  const claims: SessionClaims & { iss: string; aud: string } = {
    sub: String(user.id),
    role: user.role,
    tv: user.tokenVersion,
    iss: SESSION_ISSUER,
    aud: SESSION_AUDIENCE,
  };
  return Jwt.token.generate(claims, { key: secret, algorithm: 'HS256' }, { ttlSec: SESSION_TTL_SECONDS });
}
