import { COMMON_TEXTS, FIELD_TEXTS, NOT_FOUND_TEXTS } from '../common/texts';
import { ACCOUNT_LIMITS, PASSWORD_RESET } from './constants';

/** The accounts spec's copy, used verbatim by forms, toasts and the API. */
export const AUTH_TEXTS = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  loginSuccessful: 'Login successful!',
  adminLoginFailedTitle: 'Authentication failed',
  adminLoginFailedFallback: 'Invalid username or password.',
  adminLoginNetworkFailure: 'Login failed: An error occurred during login.',
  loggedOut: 'Logged out',
  accessDenied: 'Access Denied',

  // Login and registration
  nameMin: 'Name must be at least 2 characters',
  nameMax: FIELD_TEXTS.atMost('Name', ACCOUNT_LIMITS.nameMax),
  emailMax: FIELD_TEXTS.atMost('Email', ACCOUNT_LIMITS.emailMax),
  passwordMax: FIELD_TEXTS.atMost('Password', ACCOUNT_LIMITS.passwordMax),
  emailInvalid: 'Invalid email address',
  /** The standalone /register page's variant of the email message. */
  emailInvalidStandalone: FIELD_TEXTS.emailInvalid,
  phoneMin: 'Phone number must be at least 10 digits',
  /** The product's sign-in message, for passwords chosen when 6 characters were enough. */
  signInPasswordMin: 'Password must be at least 6 characters',
  /** New passwords: 8 characters (the product's 6 raised to current guidance). */
  passwordMin: 'Password must be at least 8 characters',
  passwordTooCommon: 'This password is one of the most common ones. Choose one that is harder to guess.',
  passwordsDontMatch: "Passwords don't match",
  roleRequired: 'Please select a role',
  // An agent's business, asked at registration (ours: the spec's form has no such fields).
  agencyNameRequired: 'Enter your agency name (or your own name if you work alone)',
  reraAgentNumberInvalid: 'Enter your RERA agent number as on your registration, e.g. A51800012345',
  agencyNameLabel: 'Agency name',
  reraAgentNumberLabel: 'RERA agent registration number',
  reraAgentNumberHint: "As on your state RERA's agent certificate; our team checks it before approving you.",

  // Login and registration outcomes
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Invalid credentials',
  loginNetworkFailure: 'Error: Something went wrong. Please try again.',
  accountSuspended: 'Your account has been suspended',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  tooManyRegistrations: 'Too many accounts were created from your network. Please try again later.',
  registrationSuccessful: 'Registration successful!',
  registrationAgentPending: 'Registration successful! Your agent account is pending admin approval.',
  registrationAgentPendingDescription: 'Your agent account is pending admin approval.',
  registrationFailedTitle: 'Registration failed',
  registrationFailedFallback: 'Something went wrong',
  registrationFailedStandalone: 'An error occurred during registration',
  emailTaken: 'An account with this email already exists',

  // Guards and dashboards
  authenticationRequired: 'Authentication Required',
  authenticationRequiredDescription: 'Please log in to access your dashboard',
  agentApprovalTime: '1-2 business days',

  // Admin actions on accounts
  agentApproved: 'Agent approved successfully',
  agentApproveFailed: 'Failed to approve agent',
  agentNotFound: NOT_FOUND_TEXTS.agent,
  agentRegistrationNotificationTitle: 'New agent registration',
  agentRegistrationNotificationMessage: (name: string, email: string) => `${name} (${email}) registered as an agent and awaits approval.`,
} as const;

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
  // The dashboard's own enquiries and saved projects.
  myEnquiriesHeading: 'My enquiries',
  noEnquiries: 'Enquiries you send while signed in show here, with their status.',
  enquiriesFailed: 'Could not load your enquiries. Please try again.',
  savedHeading: 'Saved projects',
  noSaved: 'Tap the heart on a project to save it here.',
  seeAllSaved: (count: number) => `See all ${count} saved projects`,
  enquiryStatusLabels: { new: 'Sent', in_progress: 'Being handled', responded: 'Answered' },
} as const;

/** Forgot password and the reset link (see PASSWORD_RESET). */
export const PASSWORD_RESET_TEXTS = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the email you registered with and we will send you a link to choose a new password.',
  sendLink: 'Send reset link',
  sendingLink: COMMON_TEXTS.sending,
  linkSentTitle: 'Check your email',
  linkSent: `If an account exists for that email, we have sent it a link to reset the password. The link works for ${PASSWORD_RESET.linkTtlMinutes} minutes.`,
  linkSentNextStep: 'No email after a few minutes? Check your spam folder, or ask again.',
  askAgain: 'Ask for a new link',
  backToLogin: 'Back to Login',
  tooManyLinks: 'Too many reset links were asked for this email. Please try again later.',
  sendFailed: 'Could not send the reset link',

  resetTitle: 'Choose a new password',
  resetIntro: 'Your new password ends every session signed in with the old one.',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  savePassword: 'Set new password',
  savingPassword: COMMON_TEXTS.saving,
  deadLinkTitle: 'This link cannot be used',
  invalidLink: 'This password reset link is invalid, has expired or has already been used.',
  resetFailed: 'Could not reset your password',
  passwordReset: 'Password reset',
  passwordResetDescription: 'Log in with your new password.',

  emailSubject: 'Reset your Plotwise password',
  emailText: (name: string, link: string) =>
    [
      `Hello ${name},`,
      '',
      'Someone (we hope you) asked to reset the password of your Plotwise account. Choose a new one here:',
      '',
      link,
      '',
      `The link works for ${PASSWORD_RESET.linkTtlMinutes} minutes and only once. If you did not ask for it, ignore this email: your password stays as it is.`,
      '',
      'Plotwise',
    ].join('\n'),
} as const;

/** The signed-in person's saved projects. */
export const WISHLIST_TEXTS = {
  added: 'Saved to your wishlist',
  removed: 'Removed from your wishlist',
  signInToSave: 'Please log in to save projects to your wishlist',
  failed: 'Could not update your wishlist. Please try again.',
  empty: 'Your wishlist is empty. Tap the heart on any project to save it here.',
  loadFailed: 'Could not load your wishlist. Please try again.',
} as const;
