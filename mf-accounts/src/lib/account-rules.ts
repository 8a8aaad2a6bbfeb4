import * as yup from 'yup';
import { ACCOUNT_LIMITS, AUTH_TEXTS, EMAIL_PATTERN, isIndianPhone } from '@plotwise/contracts';

/**
 * The account fields' rules as the forms check them (yup, for Formik): the
 * limits and messages of the API's zod schemas in @plotwise/contracts
 * (accounts/schemas.ts), written once for the sign-in, register, reset and
 * settings forms. The parity tests hold each form to its API call.
 */

/** A person's full name. */
export const nameRule = () => yup.string().trim().min(ACCOUNT_LIMITS.nameMin, AUTH_TEXTS.nameMin).max(ACCOUNT_LIMITS.nameMax, AUTH_TEXTS.nameMax).required(AUTH_TEXTS.nameMin);

/** An account's email; the auth page and the standalone register page word a wrong one differently. */
export const emailRule = (message: string = AUTH_TEXTS.emailInvalid) =>
  yup.string().trim().max(ACCOUNT_LIMITS.emailMax, AUTH_TEXTS.emailMax).matches(EMAIL_PATTERN, { message, excludeEmptyString: true }).required(message);

/** An Indian mobile number. */
export const phoneRule = () => yup.string().trim().required(AUTH_TEXTS.phoneMin).test('indian-phone', AUTH_TEXTS.phoneMin, (value) => !value || isIndianPhone(value));

/** A password being chosen (register, reset, change). */
export const newPasswordRule = () => yup.string().min(ACCOUNT_LIMITS.passwordMin, AUTH_TEXTS.passwordMin).max(ACCOUNT_LIMITS.passwordMax, AUTH_TEXTS.passwordMax).required(AUTH_TEXTS.passwordMin);

/** The chosen password typed again. */
export const confirmPasswordRule = (passwordField: string) =>
  yup.string().oneOf([yup.ref(passwordField)], AUTH_TEXTS.passwordsDontMatch).required(AUTH_TEXTS.passwordsDontMatch);
