/**
 * The rules every form and the API share, and how they refuse, without zod,
 * so a form's own validation (yup) and a page without a form can use them.
 */

/**
 * The one email rule of every form and the API: the pattern zod checks by
 * default (a local part without leading, trailing or doubled dots, and a
 * domain with a top-level name), written here so a form's own validation can
 * use it without carrying zod. A form that used its library's looser rule let
 * "meena@example" through to a 400 from the API.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * The one phone rule of every form and the API: an Indian number, 10 digits,
 * optionally after +91 or 0; spaces, dots, dashes and brackets as people type
 * them. (SMS alerts ask for more: a mobile number, see leads/constants.ts.)
 */
export function isIndianPhone(value: string): boolean {
  return /^(?:\+?91|0)?\d{10}$/.test(value.replace(/[\s().-]/g, ''));
}

/** The longest a phone number may be as typed (separators included). */
export const PHONE_MAX_LENGTH = 20;

/** An https:// address of another site (the footer's links, pictures and documents linked from elsewhere). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** How every form and the API refuse an email or a phone number (a text too long: atMostCharacters, format.ts). */
export const FIELD_TEXTS = {
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid phone number',
} as const;
