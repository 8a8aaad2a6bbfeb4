import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Server } from '@hapi/hapi';
import { ENQUIRY_PHONE } from '@plotwise/contracts';

/** The cookie naming the number this browser confirmed with a texted code. */
export const VERIFIED_PHONE_COOKIE = 'plotwise_verified_phone';
const TTL_MS = ENQUIRY_PHONE.rememberDays * 24 * 60 * 60 * 1000;

function signature(phone: string, expiresAt: number, secret: string): string {
  return createHmac('sha256', secret).update(`verified-phone:${phone}:${expiresAt}`).digest('base64url');
}

/** `+91…~expiry~signature`: the server's HMAC, so a browser cannot name a number it did not confirm. */
export function verifiedPhoneValue(phone: string, secret: string, now = Date.now()): string {
  const expiresAt = now + TTL_MS;
  return `${phone}~${expiresAt}~${signature(phone, expiresAt, secret)}`;
}

/** The confirmed number the request's cookie names, if its signature holds and it has not expired. */
/** What the check reads of a request: its cookies and the server's secret. */
export type VerifiedPhoneRequest = Pick<Request, 'server'> & { state: unknown };

export function verifiedPhoneOf(request: VerifiedPhoneRequest, now = Date.now()): string | null {
  const value = (request.state as Record<string, unknown> | undefined)?.[VERIFIED_PHONE_COOKIE];
  if (typeof value !== 'string') return null;
  const [phone, expiry, given] = value.split('~');
  const expiresAt = Number(expiry);
  if (!phone || !given || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
  const expected = Buffer.from(signature(phone, expiresAt, request.server.app.config.jwtSecret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? phone : null;
}

/** HttpOnly (page scripts never read it), same-site, Secure in production, for 30 days. */
export function defineVerifiedPhoneCookie(server: Server): void {
  server.state(VERIFIED_PHONE_COOKIE, {
    ttl: TTL_MS,
    isHttpOnly: true,
    isSecure: server.app.config.isProduction,
    isSameSite: 'Lax',
    path: '/',
    encoding: 'none',
    strictHeader: true,
    ignoreErrors: true,
    clearInvalid: true,
  });
}
