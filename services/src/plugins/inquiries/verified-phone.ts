import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Server } from '@hapi/hapi';
import { INQUIRY_PHONE, INQUIRY_PHONE_FORM } from '@plotwise/contracts';

/** The cookie naming the number this browser confirmed with a texted code. */
export const VERIFIED_PHONE_COOKIE = 'plotwise_verified_phone';
/** The cookie naming the inquiry this browser just sent by the plain form, whose number it may still confirm. */
export const PLAIN_INQUIRY_COOKIE = 'plotwise_plain_enquiry';
const TTL_MS = INQUIRY_PHONE.rememberDays * 24 * 60 * 60 * 1000;
const PLAIN_TTL_MS = INQUIRY_PHONE_FORM.windowMinutes * 60 * 1000;

type Label = 'verified-phone' | 'plain-enquiry';

function signature(label: Label, subject: string, expiresAt: number, secret: string): string {
  return createHmac('sha256', secret).update(`${label}:${subject}:${expiresAt}`).digest('base64url');
}

/** `subject~expiry~signature`: the server's HMAC, so a browser cannot name what it was not given. */
function signedValue(label: Label, subject: string, ttl: number, secret: string, now: number): string {
  const expiresAt = now + ttl;
  return `${subject}~${expiresAt}~${signature(label, subject, expiresAt, secret)}`;
}

/** What the check reads of a request: its cookies and the server's secret. */
export type VerifiedPhoneRequest = Pick<Request, 'server'> & { state: unknown };

function signedSubject(label: Label, cookie: string, request: VerifiedPhoneRequest, now: number): string | null {
  const value = (request.state as Record<string, unknown> | undefined)?.[cookie];
  if (typeof value !== 'string') return null;
  const [subject, expiry, given] = value.split('~');
  const expiresAt = Number(expiry);
  if (!subject || !given || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
  const expected = Buffer.from(signature(label, subject, expiresAt, request.server.app.shared.jwtSecret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? subject : null;
}

export const verifiedPhoneValue = (phone: string, secret: string, now = Date.now()) => signedValue('verified-phone', phone, TTL_MS, secret, now);

/** The confirmed number the request's cookie names, if its signature holds and it has not expired. */
export const verifiedPhoneOf = (request: VerifiedPhoneRequest, now = Date.now()) => signedSubject('verified-phone', VERIFIED_PHONE_COOKIE, request, now);

export const plainInquiryValue = (inquiryId: number, secret: string, now = Date.now()) => signedValue('plain-enquiry', String(inquiryId), PLAIN_TTL_MS, secret, now);

/** The inquiry the plain form just stored from this browser, while it may still be confirmed. */
export function plainInquiryOf(request: VerifiedPhoneRequest, now = Date.now()): number | null {
  const id = Number(signedSubject('plain-enquiry', PLAIN_INQUIRY_COOKIE, request, now));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** HttpOnly (page scripts never read them), same-site, Secure in production. */
export function defineVerifiedPhoneCookie(server: Server): void {
  const options = {
    isHttpOnly: true,
    isSecure: server.app.shared.isProduction,
    isSameSite: 'Lax',
    path: '/',
    encoding: 'none',
    strictHeader: true,
    ignoreErrors: true,
    clearInvalid: true,
  } as const;
  server.state(VERIFIED_PHONE_COOKIE, { ...options, ttl: TTL_MS });
  server.state(PLAIN_INQUIRY_COOKIE, { ...options, ttl: PLAIN_TTL_MS });
}
