import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { PASSWORD_RESET, PASSWORD_RESET_TOKEN_PATTERN } from '@plotwise/contracts';
import { PasswordResetToken, User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { assertNotCommonPassword, hashPassword } from './password';

/** Tokens are 256 random bits, so a plain hash is enough to keep them from a database reader. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Links this long past their expiry are swept when a new one is issued. */
const SWEEP_EXPIRED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Who a reset link is emailed to. */
export interface ResetLinkRecipient {
  name: string;
  email: string;
  token: string;
}

/**
 * Issues a reset token for the active user or agent with this email, replacing
 * the account's earlier one, and returns it with whom to send it to; null when
 * no such account exists. The administrator's password is configuration, so
 * the admin account never gets one. The lookup and the write are one statement,
 * so an unknown email costs the same round trip as a known one.
 */
export async function issuePasswordResetToken(email: string, now = new Date()): Promise<ResetLinkRecipient | null> {
  const token = randomBytes(PASSWORD_RESET.tokenBytes).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET.linkTtlMinutes * 60_000);
  const knex = PasswordResetToken.knex();
  const { rows } = (await knex.raw(
    `with account as (
       select id, name, email from users
        where lower(email) = lower(?) and role in ('user', 'agent') and is_active
        limit 1
     ), issued as (
       insert into password_reset_tokens (user_id, token_hash, expires_at, created_at)
       select id, ?, ?, ? from account
       on conflict (user_id) do update
         set token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = excluded.created_at
       returning user_id
     )
     select account.name, account.email from account join issued on issued.user_id = account.id`,
    [email, tokenHash(token), expiresAt, now],
  )) as { rows: { name: string; email: string }[] };
  // Swept on every request, known email or not, so the reply's time does not tell them apart.
  await knex(PasswordResetToken.tableName).where('expiresAt', '<', new Date(now.getTime() - SWEEP_EXPIRED_AFTER_MS)).delete();
  const account = rows[0];
  if (!account) return null;
  return { name: account.name, email: account.email, token };
}

/** The token matched no live link: unknown, expired, used, or its account may no longer reset. */
export class InvalidResetTokenError extends Error {}

/**
 * Sets a new password with a reset token. The token dies with its use (the
 * account's only one), and the token version moves on, so every session of the
 * account ends (they are checked against it on each request). Throws
 * InvalidResetTokenError for a token that opens nothing, and the common-password
 * 400 before the token is spent.
 */
export async function resetPasswordWithToken(token: string, password: string, now = new Date(), trx?: Knex.Transaction): Promise<User> {
  if (!PASSWORD_RESET_TOKEN_PATTERN.test(token)) throw new InvalidResetTokenError();
  const user = await inTransaction(trx, async (t) => {
    const link = await PasswordResetToken.query(t).findOne({ tokenHash: tokenHash(token) }).forUpdate();
    if (!link) return null;
    const account = await User.query(t).findById(link.userId);
    const usable = new Date(link.expiresAt).getTime() > now.getTime() && account?.isActive && (account.role === 'user' || account.role === 'agent');
    if (!account || !usable) {
      // A dead link is removed (committed), and answered like an unknown one.
      await link.$query(t).delete();
      return null;
    }
    assertNotCommonPassword(password);
    const passwordHash = await hashPassword(password);
    await endPasswordResetLinks(account.id, t);
    return User.query(t).patchAndFetchById(account.id, { passwordHash, tokenVersion: User.raw('token_version + 1') as unknown as number });
  });
  if (!user) throw new InvalidResetTokenError();
  return user;
}

/** Ends the account's reset link, if one is out (its password was changed another way). */
export async function endPasswordResetLinks(userId: number, trx?: Knex.Transaction): Promise<void> {
  await PasswordResetToken.query(trx).where({ userId }).delete();
}
