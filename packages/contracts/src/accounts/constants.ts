/** Accounts' roles, limits and rules: sign-in, registration, password reset, the wishlist. No zod here. */

export const USER_ROLES = ['user', 'agent', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles a person may choose when registering; admin comes only from configuration. */
export const SELF_SERVICE_ROLES = ['user', 'agent'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/**
 * Minimum and maximum lengths, once. A new password needs 8 characters
 * (current guidance: length, and no common passwords, checked by the API; no
 * composition rules). Signing in still accepts the 6 of passwords chosen before.
 */
export const ACCOUNT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, phoneMin: 10, passwordMin: 8, passwordMax: 200, signInPasswordMin: 6 } as const;

/** An agent's business, asked at registration: the agency and its RERA agent registration. */
export const AGENT_PROFILE_LIMITS = { agencyNameMin: 2, agencyNameMax: 120, reraAgentNumberMax: 50 } as const;
/**
 * A RERA agent registration number: each state writes its own (Maharashtra
 * A51800012345, Karnataka PRM/KA/RERA/1251/310/AG/180524/001234, ...), so the
 * rule is letters and digits with / - . between, 5 to 50 characters.
 */
export const RERA_AGENT_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9/.-]){3,48}[A-Za-z0-9]$/;

/** Not approved = Pending; approved = Active; an admin's suspension overrides both. */
export const ACCOUNT_STATUSES = ['pending', 'active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export function accountStatusOf(account: { isActive: boolean; isApproved: boolean }): AccountStatus {
  if (!account.isActive) return 'suspended';
  return account.isApproved ? 'active' : 'pending';
}

/**
 * `GET /api/account/inquiries`: the enquiries the signed-in person sent while
 * signed in, newest first (the most recent 20), with where they stand.
 */
export const ACCOUNT_INQUIRIES_LIMIT = 20;

/**
 * "Forgot password" for users and agents (the administrator's password is
 * server configuration):
 * - `POST /api/auth/forgot-password` with `{ email }` → 202 `{ message }`, the
 *   same answer whether or not an account has that email; an account gets an
 *   email with a link to `/reset-password?token=…`.
 * - `POST /api/auth/reset-password` with `{ token, password }` → `{ message }`;
 *   400 with PASSWORD_RESET_TEXTS.invalidLink for a token that is unknown,
 *   expired or used. Success ends every session of the account.
 */
export const PASSWORD_RESET = {
  /** Random bytes in a token (256 bits); the database keeps only its sha256. */
  tokenBytes: 32,
  /** A link works for this long after it was sent. */
  linkTtlMinutes: 30,
  /** Links sent to one email per window, on top of the per-address public-form limit. */
  linksPerEmail: 3,
  linksWindowMinutes: 60,
} as const;

/** A token as the API issues it: the base64url text of PASSWORD_RESET.tokenBytes bytes. */
export const PASSWORD_RESET_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((PASSWORD_RESET.tokenBytes * 4) / 3)}}$`);

/**
 * The wishlist's query key. Two remotes read and change the wishlist (the
 * catalogue's heart buttons, the accounts' wishlist page and dashboard)
 * through the one QueryClient of the page, so they must name it alike: the
 * key is part of the contract between them, not of either one.
 */
export const WISHLIST_QUERY_KEY = ['/api/wishlist'] as const;
