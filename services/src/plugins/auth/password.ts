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
