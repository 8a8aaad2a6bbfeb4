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
