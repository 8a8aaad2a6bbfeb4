import Boom from '@hapi/boom';
import { AUTH_TEXTS } from '@plotwise/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would take when there is no account to check,
 * so response times do not tell which usernames exist.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hash('plotwise-no-such-account');
  await verifyPassword(await dummyHash, password);
  return false;
}

let commonPasswords: Set<string> | undefined;

/**
 * Whether a password is among the ~49,000 most common ones (the list zxcvbn-ts
 * keeps from breach corpora), compared without case: those are what guessers
 * try first. Loaded on first use; the list never reaches a browser.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** A new password (registration, change) that is a common one gets a 400 saying so. */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw Boom.badRequest(AUTH_TEXTS.passwordTooCommon);
}
