/**
 * Accounts' roles, limits and rules: sign-in and registration. No zod here.
 * The zod-free parts of a subject that pages need apart live in its own
 * module: password-reset.ts, settings.ts, wishlist.ts.
 */

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
