import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { ACCOUNT_TEXTS, type AccountUpdatePayload } from '@plotwise/contracts';
import { User } from '../../db/models';
import { assertNotCommonPassword, hashPassword, verifyPassword } from '../auth/password';
import { endPasswordResetLinks } from '../auth/password-reset-service';
import { foundOr404 } from '../found-or-404';

/** Changes the person's own name and phone; nothing else about an account is theirs to set. */
export async function updateProfile(userId: number, changes: AccountUpdatePayload, trx?: Knex.Transaction): Promise<User> {
  const patch: Partial<Pick<User, 'name' | 'phone'>> = {};
  if (changes.name !== undefined) patch.name = changes.name;
  if (changes.phone !== undefined) patch.phone = changes.phone;
  return foundOr404(await User.query(trx).patchAndFetchById(userId, patch), 'Account not found');
}

export class WrongCurrentPasswordError extends Error {}

/**
 * Replaces the password after checking the current one, and moves the token
 * version on so every session opened before (other devices, a stolen cookie)
 * ends, with any emailed reset link; the caller re-issues the current session
 * with the returned account.
 */
export async function changePassword(user: User, currentPassword: string, newPassword: string, trx?: Knex.Transaction): Promise<User> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new WrongCurrentPasswordError(ACCOUNT_TEXTS.currentPasswordWrong);
  assertNotCommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  const updated = await User.query(trx)
    .patchAndFetchById(user.id, { passwordHash, tokenVersion: User.raw('token_version + 1') as unknown as number });
  if (!updated) throw Boom.notFound('Account not found');
  // A reset link asked for before was meant for the password just replaced.
  await endPasswordResetLinks(user.id, trx);
  return updated;
}
