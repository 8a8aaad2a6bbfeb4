import { COMMON_TEXTS } from '../common/texts';

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
  /** Links one address may ask for one email per window (429 after), on top of the per-address public-form limit. */
  linksPerAsker: 3,
  /**
   * Links sent to one email per window from every address together: past it,
   * asks get the usual answer and nothing is sent (no flood, no tell, and one
   * stranger's share cannot shut the owner out).
   */
  linksPerEmail: 10,
  linksWindowMinutes: 60,
} as const;

/** A token as the API issues it: the base64url text of PASSWORD_RESET.tokenBytes bytes. */
export const PASSWORD_RESET_TOKEN_PATTERN = /* @__PURE__ */ new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((PASSWORD_RESET.tokenBytes * 4) / 3)}}$`);

/** Forgot password and the reset link. */
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
  tooManyLinks: 'You have asked for many reset links for this email. Please try again later.',
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
