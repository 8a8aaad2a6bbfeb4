import * as yup from 'yup';
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS, AUTH_TEXTS, isIndianPhone } from '@plotwise/contracts';

/** The same rules as the API's zod schemas (packages/contracts/src/accounts/schemas.ts), with the spec's messages. */
export const profileSchema = yup.object({
  name: yup.string().trim().min(ACCOUNT_LIMITS.nameMin, AUTH_TEXTS.nameMin).required(AUTH_TEXTS.nameMin),
  phone: yup.string().trim().required(AUTH_TEXTS.phoneMin).test('indian-phone', AUTH_TEXTS.phoneMin, (value) => !value || isIndianPhone(value)),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

export const passwordSchema = yup.object({
  currentPassword: yup.string().required(ACCOUNT_TEXTS.currentPasswordRequired),
  newPassword: yup
    .string()
    .min(ACCOUNT_LIMITS.passwordMin, AUTH_TEXTS.passwordMin)
    .required(AUTH_TEXTS.passwordMin)
    .notOneOf([yup.ref('currentPassword')], ACCOUNT_TEXTS.newPasswordSame),
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('newPassword')], AUTH_TEXTS.passwordsDontMatch)
    .required(AUTH_TEXTS.passwordsDontMatch),
});
export type PasswordValues = yup.InferType<typeof passwordSchema>;
