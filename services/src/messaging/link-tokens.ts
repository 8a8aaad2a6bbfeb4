import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an emailed link may do; a token made for one never works for another. */
export type LinkPurpose = 'saved-search-confirm' | 'saved-search-unsubscribe' | 'newsletter-confirm' | 'newsletter-unsubscribe';

function signature(purpose: LinkPurpose, subject: string, secret: string): string {
  return createHmac('sha256', secret).update(`email-link:${purpose}:${subject}`).digest('base64url').slice(0, 32);
}

/**
 * A link's token: what it acts on (a search id, an owner, a subscriber)
 * and the server's HMAC over it with its purpose. Nothing is stored, so an
 * unsubscribe link works for as long as the address gets mail.
 */
export function linkToken(purpose: LinkPurpose, subject: string, secret: string): string {
  return `${Buffer.from(subject).toString('base64url')}.${signature(purpose, subject, secret)}`;
}

/** What a token acts on, or null when its signature does not hold for this purpose. */
export function readLinkToken(purpose: LinkPurpose, token: string, secret: string): string | null {
  const [encoded, given] = token.split('.');
  if (!encoded || !given) return null;
  const subject = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(signature(purpose, subject, secret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? subject : null;
}

/** RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` to the link. */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
