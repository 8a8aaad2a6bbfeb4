import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { SMS_VERIFICATION, type ProjectType } from '@plotwise/contracts';
import { SmsSubscription, SmsVerification } from '../../db/models';
import { inTransaction } from '../../db/transaction';

// Phone numbers here are already normalised to +91XXXXXXXXXX by the contract.

/** Waiting codes this long past their expiry are swept when a new code is issued. */
const SWEEP_EXPIRED_AFTER_MS = 24 * 60 * 60 * 1000;

/** A code is kept as an HMAC under the server's secret: six digits alone would be guessed from a plain hash. */
function codeHash(phone: string, code: string, secret: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('base64url');
}

/** Tokens are 256 random bits, so a plain hash is enough to keep them from a database reader. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Makes a new code for the number, replacing one still waiting (and its
 * attempts), and keeps the property types to apply once it is confirmed.
 * Returns the code for the caller to text; only its HMAC is stored.
 */
export async function issueVerificationCode(
  phone: string,
  propertyTypes: 'all' | ProjectType[],
  secret: string,
  now = new Date(),
  purpose: CodePurpose = 'alerts',
): Promise<string> {
  const code = String(randomInt(0, 10 ** SMS_VERIFICATION.codeLength)).padStart(SMS_VERIFICATION.codeLength, '0');
  const choice = propertyTypes === 'all' ? { allTypes: true, propertyTypes: [] } : { allTypes: false, propertyTypes };
  const row = {
    phone,
    purpose,
    codeHash: codeHash(phone, code, secret),
    allTypes: choice.allTypes,
    propertyTypes: JSON.stringify(choice.propertyTypes),
    attempts: 0,
    expiresAt: new Date(now.getTime() + SMS_VERIFICATION.codeTtlMinutes * 60_000),
    createdAt: now,
  };
  const knex = SmsVerification.knex();
  await knex(SmsVerification.tableName).insert(row).onConflict(['phone', 'purpose']).merge();
  await knex(SmsVerification.tableName).where('expiresAt', '<', new Date(now.getTime() - SWEEP_EXPIRED_AFTER_MS)).delete();
  return code;
}

export type VerificationResult = { outcome: 'confirmed'; token: string } | { outcome: 'wrong' } | { outcome: 'locked' };

/** What a code proves a number for: an alerts subscription, or an inquiry's phone. */
export type CodePurpose = 'alerts' | 'enquiry';

/**
 * Checks a code and, when right, uses it up: the waiting row (locked for the
 * check) or the outcome. Shared by alerts and inquiries; attempts count alike.
 */
async function takeCode(phone: string, code: string, secret: string, purpose: CodePurpose, now: Date, trx: Knex.Transaction) {
  const pending = await SmsVerification.query(trx).findOne({ phone, purpose }).forUpdate();
  if (!pending || new Date(pending.expiresAt).getTime() <= now.getTime()) return { outcome: 'wrong' } as const;
  if (pending.attempts >= SMS_VERIFICATION.maxAttempts) return { outcome: 'locked' } as const;
  if (!sameHash(pending.codeHash, codeHash(phone, code, secret))) {
    const attempts = pending.attempts + 1;
    await pending.$query(trx).patch({ attempts });
    return { outcome: attempts >= SMS_VERIFICATION.maxAttempts ? 'locked' : 'wrong' } as const;
  }
  await pending.$query(trx).delete();
  return { outcome: 'right', pending } as const;
}

/** Confirms a number for an inquiry: the right code in time, and nothing else changes. */
export async function confirmPhoneCode(phone: string, code: string, secret: string, now = new Date()): Promise<'confirmed' | 'wrong' | 'locked'> {
  return inTransaction(undefined, async (trx) => {
    const taken = await takeCode(phone, code, secret, 'enquiry', now, trx);
    return taken.outcome === 'right' ? 'confirmed' : taken.outcome;
  });
}

/**
 * Checks a code. The right one, in time and within the attempts, subscribes
 * the number with the types chosen when the code was asked for, and returns a
 * new token (the only copy; the subscription keeps its hash, and an earlier
 * token of the number stops working). A wrong code counts an attempt; a
 * missing or expired one is simply wrong.
 */
export async function confirmVerificationCode(phone: string, code: string, secret: string, now = new Date()): Promise<VerificationResult> {
  return inTransaction(undefined, async (trx) => {
    const taken = await takeCode(phone, code, secret, 'alerts', now, trx);
    if (taken.outcome !== 'right') return { outcome: taken.outcome };
    const { pending } = taken;
    const token = randomBytes(32).toString('base64url');
    const subscription = {
      allTypes: pending.allTypes,
      propertyTypes: pending.propertyTypes,
      isActive: true,
      unsubscribedAt: null,
      verifiedAt: now,
      tokenHash: tokenHash(token),
    };
    const existing = await SmsSubscription.query(trx).findOne({ phone }).forUpdate();
    if (existing) await existing.$query(trx).patch(subscription);
    else await SmsSubscription.query(trx).insert({ phone, ...subscription });
    return { outcome: 'confirmed', token };
  });
}

/** The number's confirmed, active subscription, if the token is the one it was confirmed with. */
function subscriptionHeldBy(phone: string, token: string, trx?: Knex.Transaction) {
  return SmsSubscription.query(trx).where({ phone, isActive: true, tokenHash: tokenHash(token) }).whereNotNull('verifiedAt');
}

/**
 * Stops alerts to a number for the holder of its token, and ends the token.
 * False when the token does not hold an active subscription of the number:
 * the caller cannot tell "not subscribed" from "not yours".
 */
export async function unsubscribeFromAlerts(phone: string, token: string, trx?: Knex.Transaction): Promise<boolean> {
  const changed = await subscriptionHeldBy(phone, token, trx).patch({ isActive: false, unsubscribedAt: new Date(), tokenHash: null });
  return changed > 0;
}

/** Subscribed only for the holder of the number's token; without it, never. */
export async function isSubscribedToAlerts(phone: string, token: string | undefined, trx?: Knex.Transaction): Promise<boolean> {
  if (!token) return false;
  return Boolean(await subscriptionHeldBy(phone, token, trx).select('id').first());
}
