import { isIndianPhone, PHONE_MAX_LENGTH } from './phone-rule';
import { z } from 'zod';
import { ACCOUNT_LIMITS, sessionUserSchema } from './auth';
import { AUTH_TEXTS } from './auth-texts';
import { INQUIRY_STATUSES } from './inquiry-constants';

/**
 * The signed-in person's own account (/settings). Users and agents only: the
 * administrator account comes from the server configuration.
 * - `PATCH /api/account` with `{ name?, phone? }` → `{ user, message }`.
 * - `POST /api/account/password` with `{ currentPassword, newPassword }` → `{ message }`;
 *   400 with ACCOUNT_TEXTS.currentPasswordWrong for a wrong current password. Success
 *   ends every other session and re-issues this one's cookie.
 */
export const ACCOUNT_TEXTS = {
  profileHeading: 'Profile',
  passwordHeading: 'Change password',
  profileUpdated: 'Profile updated',
  profileUpdatedDescription: 'Your name and phone number have been saved.',
  profileUpdateFailed: 'Could not update your profile',
  passwordChanged: 'Password changed',
  passwordChangedDescription: 'You have been signed out everywhere else.',
  passwordChangeFailed: 'Could not change your password',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'New password must be different from the current password',
  nothingToUpdate: 'Send a name or a phone number to update',
  noChanges: 'Nothing has changed',
  adminAccountManaged: 'The administrator account is managed in the server configuration',
  genericFailure: 'Something went wrong. Please try again.',
  // The dashboard's own enquiries and saved projects.
  myEnquiriesHeading: 'My enquiries',
  noEnquiries: 'Enquiries you send while signed in show here, with their status.',
  enquiriesFailed: 'Could not load your enquiries. Please try again.',
  savedHeading: 'Saved projects',
  noSaved: 'Tap the heart on a project to save it here.',
  seeAllSaved: (count: number) => `See all ${count} saved projects`,
  enquiryStatusLabels: { new: 'Sent', in_progress: 'Being handled', responded: 'Answered' },
} as const;

/**
 * `GET /api/account/inquiries`: the enquiries the signed-in person sent while
 * signed in, newest first (the most recent 20), with where they stand.
 */
export const ACCOUNT_INQUIRIES_LIMIT = 20;
export const accountInquirySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  projectId: z.number().int().nullable(),
  projectTitle: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: z.string(),
});
export type AccountInquiry = z.infer<typeof accountInquirySchema>;
export const accountInquiriesResponseSchema = z.object({ items: z.array(accountInquirySchema) });
export type AccountInquiriesResponse = z.infer<typeof accountInquiriesResponseSchema>;

const nameSchema = z.string().trim().min(ACCOUNT_LIMITS.nameMin, AUTH_TEXTS.nameMin).max(100);
const phoneSchema = z.string().trim().min(ACCOUNT_LIMITS.phoneMin, AUTH_TEXTS.phoneMin).max(PHONE_MAX_LENGTH, AUTH_TEXTS.phoneMin).refine(isIndianPhone, AUTH_TEXTS.phoneMin);

export const accountUpdatePayloadSchema = z
  .strictObject({ name: nameSchema.optional(), phone: phoneSchema.optional() })
  .refine((value) => value.name !== undefined || value.phone !== undefined, { message: ACCOUNT_TEXTS.nothingToUpdate });
export type AccountUpdatePayload = z.infer<typeof accountUpdatePayloadSchema>;

export const accountUpdateResponseSchema = z.object({ user: sessionUserSchema, message: z.string() });
export type AccountUpdateResponse = z.infer<typeof accountUpdateResponseSchema>;

export const passwordChangePayloadSchema = z
  .strictObject({
    currentPassword: z.string().min(1, ACCOUNT_TEXTS.currentPasswordRequired).max(200),
    newPassword: z.string().min(ACCOUNT_LIMITS.passwordMin, AUTH_TEXTS.passwordMin).max(200),
  })
  .refine((value) => value.newPassword !== value.currentPassword, { message: ACCOUNT_TEXTS.newPasswordSame, path: ['newPassword'] });
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;
