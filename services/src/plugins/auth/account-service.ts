import type { Knex } from 'knex';
import { User } from '../../db/models';
import { hashPassword, verifyAgainstNobody, verifyPassword } from './password';

export async function findUserById(id: number, trx?: Knex.Transaction): Promise<User | undefined> {
  return User.query(trx).findById(id);
}

/** The admin whose username and password match, or null; the same time is spent either way. */
export async function authenticateAdmin(username: string, password: string, trx?: Knex.Transaction): Promise<User | null> {
  const user = await User.query(trx)
    .whereRaw('lower(username) = lower(?)', [username])
    .where({ role: 'admin', isActive: true })
    .first();
  if (!user) return verifyAgainstNobody(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/** Ends every session of the user at once: tokens carry the old version and stop validating. */
export async function endAllSessions(userId: number, trx?: Knex.Transaction): Promise<void> {
  await User.query(trx).findById(userId).increment('tokenVersion', 1);
}

/**
 * Makes the configured admin account exist with the configured password. A changed
 * password also ends the sessions opened with the old one.
 */
export async function ensureConfiguredAdmin(admin: { username: string; password: string }, trx?: Knex.Transaction): Promise<User> {
  const findAdmin = () => User.query(trx).whereRaw('lower(username) = lower(?)', [admin.username]).first();

  let user = await findAdmin();
  if (!user) {
    // `on conflict do nothing`: two processes starting together both end up with one admin.
    await User.query(trx)
      .insert({
        name: 'Administrator',
        username: admin.username,
        passwordHash: await hashPassword(admin.password),
        role: 'admin',
        isApproved: true,
        isActive: true,
      })
      .onConflict()
      .ignore();
    user = await findAdmin();
    if (!user) throw new Error('The admin account could not be created.');
    return user;
  }

  const passwordMatches = await verifyPassword(user.passwordHash, admin.password);
  if (user.role === 'admin' && user.isActive && passwordMatches) return user;

  return user.$query(trx).patchAndFetch({
    role: 'admin',
    isActive: true,
    isApproved: true,
    ...(passwordMatches ? {} : { passwordHash: await hashPassword(admin.password), tokenVersion: user.tokenVersion + 1 }),
  });
}
