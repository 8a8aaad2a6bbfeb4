import * as yup from 'yup';
import { ACCOUNT_LIMITS, ACCOUNT_TEXTS, AUTH_TEXTS } from '@plotwise/contracts';
import { confirmPasswordRule, nameRule, newPasswordRule, phoneRule } from '../../lib/account-rules';

/** The same rules as the API's zod schemas (packages/contracts/src/accounts/schemas.ts), with the same messages. */
export const profileSchema = yup.object({
  name: nameRule(),
  phone: phoneRule(),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

export const passwordSchema = yup.object({
  currentPassword: yup.string().max(ACCOUNT_LIMITS.passwordMax, AUTH_TEXTS.passwordMax).required(ACCOUNT_TEXTS.currentPasswordRequired),
  newPassword: newPasswordRule().notOneOf([yup.ref('currentPassword')], ACCOUNT_TEXTS.newPasswordSame),
  confirmPassword: confirmPasswordRule('newPassword'),
});
export type PasswordValues = yup.InferType<typeof passwordSchema>;
