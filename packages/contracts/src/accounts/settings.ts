import { COMMON_TEXTS } from '../common/texts';

/*
 * The signed-in person's own account: /settings and the dashboard's lists.
 * Apart from AUTH_TEXTS (texts.ts), which every page loads.
 */

/**
 * `GET /api/account/inquiries`: the inquiries the signed-in person sent while
 * signed in, newest first (the most recent 20), with where they stand.
 */
export const ACCOUNT_INQUIRIES_LIMIT = 20;

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
  genericFailure: COMMON_TEXTS.somethingWrong,
  // The dashboard's own inquiries and saved projects.
  myInquiriesHeading: 'My enquiries',
  noInquiries: 'Enquiries you send while signed in show here, with their status.',
  inquiriesFailed: 'Could not load your enquiries. Please try again.',
  savedHeading: 'Saved projects',
  noSaved: 'Tap the heart on a project to save it here.',
  seeAllSaved: (count: number) => `See all ${count} saved projects`,
  inquiryStatusLabels: { new: 'Sent', in_progress: 'Being handled', responded: 'Answered' },
} as const;
