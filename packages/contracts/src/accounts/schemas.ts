import { z } from 'zod';
import { PHONE_MAX_LENGTH, isIndianPhone } from '../common/rules';
import { emailSchema, recordIdSchema } from '../common/schemas';
import { inquirySchema } from '../leads/inquiry-schemas';
import { projectSchema } from '../projects/schemas';
import { ACCOUNT_LIMITS, AGENT_PROFILE_LIMITS, RERA_AGENT_NUMBER_PATTERN, SELF_SERVICE_ROLES, USER_ROLES } from './constants';
import { ACCOUNT_TEXTS } from './settings';
import { AUTH_TEXTS } from './texts';

// ---------------------------------------------------------------- sign-in and registration

export const adminLoginPayloadSchema = z.strictObject({
  username: z.string().trim().min(1, AUTH_TEXTS.usernameRequired).max(100),
  password: z.string().min(1, AUTH_TEXTS.passwordRequired).max(200),
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

/** An account's email, as registration, sign-in and password reset read it (trimmed, lower-cased). */
export const accountEmailSchema = emailSchema({ tooLong: AUTH_TEXTS.emailMax, invalid: AUTH_TEXTS.emailInvalid }, ACCOUNT_LIMITS.emailMax);

/** A password being chosen (registration, password reset); the API also refuses common ones. */
export const newPasswordSchema = z.string().min(ACCOUNT_LIMITS.passwordMin, AUTH_TEXTS.passwordMin).max(ACCOUNT_LIMITS.passwordMax, AUTH_TEXTS.passwordMax);

/** A person's full name (registration, the profile). */
const accountNameSchema = z.string().trim().min(ACCOUNT_LIMITS.nameMin, AUTH_TEXTS.nameMin).max(ACCOUNT_LIMITS.nameMax, AUTH_TEXTS.nameMax);
/** An Indian mobile number (registration, the profile). */
const accountPhoneSchema = z.string().trim().min(ACCOUNT_LIMITS.phoneMin, AUTH_TEXTS.phoneMin).max(PHONE_MAX_LENGTH, AUTH_TEXTS.phoneMin).refine(isIndianPhone, AUTH_TEXTS.phoneMin);

export const registerPayloadSchema = z
  .strictObject({
    name: accountNameSchema,
    email: accountEmailSchema,
    phone: accountPhoneSchema,
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

// ---------------------------------------------------------------- the signed-in person's account (/settings, the dashboard)

/** An inquiry its sender made, as their dashboard lists it. */
export const accountInquirySchema = inquirySchema.pick({ id: true, subject: true, message: true, projectId: true, projectTitle: true, status: true, createdAt: true });
export type AccountInquiry = z.infer<typeof accountInquirySchema>;
export const accountInquiriesResponseSchema = z.object({ items: z.array(accountInquirySchema) });
export type AccountInquiriesResponse = z.infer<typeof accountInquiriesResponseSchema>;

export const accountUpdatePayloadSchema = z
  .strictObject({ name: accountNameSchema.optional(), phone: accountPhoneSchema.optional() })
  .refine((value) => value.name !== undefined || value.phone !== undefined, { message: ACCOUNT_TEXTS.nothingToUpdate });
export type AccountUpdatePayload = z.infer<typeof accountUpdatePayloadSchema>;

export const accountUpdateResponseSchema = z.object({ user: sessionUserSchema, message: z.string() });
export type AccountUpdateResponse = z.infer<typeof accountUpdateResponseSchema>;

export const passwordChangePayloadSchema = z
  .strictObject({
    currentPassword: z.string().min(1, ACCOUNT_TEXTS.currentPasswordRequired).max(ACCOUNT_LIMITS.passwordMax, AUTH_TEXTS.passwordMax),
    newPassword: newPasswordSchema,
  })
  .refine((value) => value.newPassword !== value.currentPassword, { message: ACCOUNT_TEXTS.newPasswordSame, path: ['newPassword'] });
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

// ---------------------------------------------------------------- forgot password (see PASSWORD_RESET)

export const forgotPasswordPayloadSchema = z.strictObject({ email: accountEmailSchema });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayloadSchema>;

export const resetPasswordPayloadSchema = z.strictObject({
  // Its shape is checked by the API with its existence: a malformed token is simply an unknown one.
  token: z.string(),
  password: newPasswordSchema,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

// ---------------------------------------------------------------- the wishlist

/**
 * The signed-in person's saved projects.
 * - `GET /api/wishlist` → `{ items: Project[], projectIds: number[] }`, newest saved first;
 *   a saved project that is no longer public is left out.
 * - `POST /api/wishlist` with `{ projectId }` → 201 `{ projectId }` (saving twice is not an error);
 *   404 'Project Not Found' when the project is not public.
 * - `DELETE /api/wishlist/{projectId}` → 204 (removing an unsaved one is not an error).
 * All three answer 401 without a session.
 */
export const wishlistAddPayloadSchema = z.strictObject({
  projectId: z.number().int().positive(),
});

export const wishlistParamsSchema = z.strictObject({ projectId: recordIdSchema });

export const wishlistResponseSchema = z.object({
  items: z.array(projectSchema),
  projectIds: z.array(z.number().int()),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
