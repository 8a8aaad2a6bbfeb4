import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { AUTH_TEXTS, type RegisterPayload } from '@plotwise/contracts';
import { UniqueViolationError } from 'objection';
import { User } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { recordNotification } from '../notifications/notification-service';
import { assertNotCommonPassword, hashPassword, verifyAgainstNobody, verifyPassword } from './password';

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

export async function findUserByEmail(email: string, trx?: Knex.Transaction): Promise<User | undefined> {
  return User.query(trx).whereRaw('lower(email) = lower(?)', [email]).first();
}

/**
 * The account whose email and password match, or null; an unknown email costs
 * the same time as a wrong password. A suspended account is reported only to
 * someone who knows its password.
 */
export async function authenticateByEmail(email: string, password: string, trx?: Knex.Transaction): Promise<User | null> {
  const user = await findUserByEmail(email, trx);
  if (!user) return verifyAgainstNobody(password).then(() => null);
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  if (!user.isActive) throw Boom.forbidden(AUTH_TEXTS.accountSuspended);
  return user;
}

/**
 * Users are approved at once; agents wait for an admin, who is told by an
 * 'agent_registration' notification stored with the account. Role is only ever
 * user or agent here.
 */
export async function registerAccount(payload: RegisterPayload, trx?: Knex.Transaction): Promise<User> {
  assertNotCommonPassword(payload.password);
  if (await findUserByEmail(payload.email, trx)) throw Boom.conflict(AUTH_TEXTS.emailTaken);
  const passwordHash = await hashPassword(payload.password);
  try {
    return await inTransaction(trx, async (t) => {
      const user = await User.query(t).insertAndFetch({
        name: payload.name,
        email: payload.email,
        phone: payload.phone,
        passwordHash,
        role: payload.role,
        isApproved: payload.role === 'user',
        isActive: true,
        agencyName: payload.role === 'agent' ? (payload.agencyName ?? null) : null,
        reraAgentNumber: payload.role === 'agent' ? (payload.reraAgentNumber?.toUpperCase() ?? null) : null,
      });
      if (user.role === 'agent') {
        await recordNotification(
          {
            type: 'agent_registration',
            title: AUTH_TEXTS.agentRegistrationNotificationTitle,
            message: AUTH_TEXTS.agentRegistrationNotificationMessage(user.name, user.email ?? ''),
            priority: 'high',
            link: '/admin/agents',
          },
          t,
        );
      }
      return user;
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (error instanceof UniqueViolationError) throw Boom.conflict(AUTH_TEXTS.emailTaken);
    throw error;
  }
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
