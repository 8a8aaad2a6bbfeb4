/**
 * The one phone rule of every form and the API: an Indian number, 10 digits,
 * optionally after +91 or 0; spaces, dots, dashes and brackets as people type
 * them. (SMS alerts ask for more: a mobile number, see sms-alerts.ts.) No zod
 * here, so a form's own validation can use it without carrying zod.
 */
export function isIndianPhone(value: string): boolean {
  return /^(?:\+?91|0)?\d{10}$/.test(value.replace(/[\s().-]/g, ''));
}

/** The longest a phone number may be as typed (separators included). */
export const PHONE_MAX_LENGTH = 20;
