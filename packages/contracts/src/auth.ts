import { isIndianPhone, PHONE_MAX_LENGTH } from './phone-rule';
import { z } from 'zod';
import { AUTH_TEXTS } from './auth-texts';
import { USER_ROLES } from './catalog-constants';
import { EMAIL_PATTERN } from './email-rule';

export const adminLoginPayloadSchema = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(100),
  password: z.string().min(1, 'Password is required').max(200),
});
export type AdminLoginPayload = z.infer<typeof adminLoginPayloadSchema>;

/** The signed-in person as `GET /api/auth/me` and the login calls describe them. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  isApproved: z.boolean(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const loginResponseSchema = z.object({ user: sessionUserSchema, message: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Roles a person may choose when registering; admin comes only from configuration. */
export const SELF_SERVICE_ROLES = ['user', 'agent'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

/** Section 9's minimum lengths, once. */
/**
 * A new password needs 8 characters (current guidance: length, and no common
 * passwords, checked by the API; no composition rules). Signing in still
 * accepts the 6 of passwords chosen before.
 */
export const ACCOUNT_LIMITS = { nameMin: 2, nameMax: 100, emailMax: 254, phoneMin: 10, passwordMin: 8, passwordMax: 200, signInPasswordMin: 6 } as const;

/** An account's email, as registration, sign-in and password reset read it (trimmed, lower-cased). */
export const accountEmailSchema = z.string().trim().toLowerCase().max(ACCOUNT_LIMITS.emailMax, AUTH_TEXTS.emailMax).pipe(z.email({ pattern: EMAIL_PATTERN, error: AUTH_TEXTS.emailInvalid }));

/** A password being chosen (registration, password reset); the API also refuses common ones. */
export const newPasswordSchema = z.string().min(ACCOUNT_LIMITS.passwordMin, AUTH_TEXTS.passwordMin).max(ACCOUNT_LIMITS.passwordMax, AUTH_TEXTS.passwordMax);

/** An agent's business, asked at registration: the agency and its RERA agent registration. */
export const AGENT_PROFILE_LIMITS = { agencyNameMin: 2, agencyNameMax: 120, reraAgentNumberMax: 50 } as const;
/**
 * A RERA agent registration number: each state writes its own (Maharashtra
 * A51800012345, Karnataka PRM/KA/RERA/1251/310/AG/180524/001234, ...), so the
 * rule is letters and digits with / - . between, 5 to 50 characters.
 */
export const RERA_AGENT_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9/.-]){3,48}[A-Za-z0-9]$/;

export const registerPayloadSchema = z
  .strictObject({
    name: z.string().trim().min(ACCOUNT_LIMITS.nameMin, AUTH_TEXTS.nameMin).max(ACCOUNT_LIMITS.nameMax, AUTH_TEXTS.nameMax),
    email: accountEmailSchema,
    phone: z.string().trim().min(ACCOUNT_LIMITS.phoneMin, AUTH_TEXTS.phoneMin).max(PHONE_MAX_LENGTH, AUTH_TEXTS.phoneMin).refine(isIndianPhone, AUTH_TEXTS.phoneMin),
    password: newPasswordSchema,
    role: z.enum(SELF_SERVICE_ROLES, { error: AUTH_TEXTS.roleRequired }),
    agencyName: z.string().trim().max(AGENT_PROFILE_LIMITS.agencyNameMax, AUTH_TEXTS.agencyNameRequired).optional(),
    reraAgentNumber: z.string().trim().max(AGENT_PROFILE_LIMITS.reraAgentNumberMax, AUTH_TEXTS.reraAgentNumberInvalid).optional(),
  })
  .superRefine((payload, context) => {
    // An agent names the agency and its RERA registration; a user's account has neither.
    if (payload.role !== 'agent') return;
    if ((payload.agencyName ?? '').length < AGENT_PROFILE_LIMITS.agencyNameMin) {
      context.addIssue({ code: 'custom', path: ['agencyName'], message: AUTH_TEXTS.agencyNameRequired });
    }
    if (!RERA_AGENT_NUMBER_PATTERN.test(payload.reraAgentNumber ?? '')) {
      context.addIssue({ code: 'custom', path: ['reraAgentNumber'], message: AUTH_TEXTS.reraAgentNumberInvalid });
    }
  });
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const loginPayloadSchema = z.strictObject({
  email: accountEmailSchema,
  password: z.string().min(ACCOUNT_LIMITS.signInPasswordMin, AUTH_TEXTS.signInPasswordMin).max(ACCOUNT_LIMITS.passwordMax, AUTH_TEXTS.passwordMax),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** `POST /api/auth/register` → 201; only a user (not an agent awaiting approval) is signed in. */
export const registerResponseSchema = z.object({ user: sessionUserSchema, message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** An account as the admin's user and agent lists show it (an agent's agency and RERA registration too). */
export const adminAccountSchema = sessionUserSchema.extend({
  isActive: z.boolean(),
  agencyName: z.string().nullable(),
  reraAgentNumber: z.string().nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const approveAgentResponseSchema = z.object({ agent: adminAccountSchema, message: z.string() });
export type ApproveAgentResponse = z.infer<typeof approveAgentResponseSchema>;
