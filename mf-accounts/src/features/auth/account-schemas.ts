import * as yup from 'yup';
import { ACCOUNT_LIMITS, AGENT_PROFILE_LIMITS, AUTH_TEXTS, RERA_AGENT_NUMBER_PATTERN, SELF_SERVICE_ROLES, type SelfServiceRole } from '@plotwise/contracts';
import { confirmPasswordRule, emailRule, nameRule, newPasswordRule, phoneRule } from '../../lib/account-rules';

/** The same rules as the API's zod schemas (packages/contracts/src/accounts/schemas.ts), with the forms' own messages. */
export const loginSchema = yup.object({
  email: emailRule(),
  password: yup.string().min(ACCOUNT_LIMITS.signInPasswordMin, AUTH_TEXTS.signInPasswordMin).max(ACCOUNT_LIMITS.passwordMax, AUTH_TEXTS.passwordMax).required(AUTH_TEXTS.signInPasswordMin),
});

export interface RegisterValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  role: SelfServiceRole | '';
  /** Asked of agents only. */
  agencyName: string;
  reraAgentNumber: string;
}

/** The auth page says 'Invalid email address'; the standalone page 'Please enter a valid email'. */
export function registerSchema(emailMessage: string = AUTH_TEXTS.emailInvalid) {
  return yup.object({
    name: nameRule(),
    email: emailRule(emailMessage),
    phone: phoneRule(),
    password: newPasswordRule(),
    confirmPassword: confirmPasswordRule('password'),
    role: yup.string().oneOf([...SELF_SERVICE_ROLES], AUTH_TEXTS.roleRequired).required(AUTH_TEXTS.roleRequired),
    agencyName: yup.string().trim().when('role', {
      is: 'agent',
      then: (rule) => rule.min(AGENT_PROFILE_LIMITS.agencyNameMin, AUTH_TEXTS.agencyNameRequired).max(AGENT_PROFILE_LIMITS.agencyNameMax, AUTH_TEXTS.agencyNameRequired).required(AUTH_TEXTS.agencyNameRequired),
    }),
    reraAgentNumber: yup.string().trim().when('role', {
      is: 'agent',
      then: (rule) => rule.matches(RERA_AGENT_NUMBER_PATTERN, AUTH_TEXTS.reraAgentNumberInvalid).required(AUTH_TEXTS.reraAgentNumberInvalid),
    }),
  });
}

/** /forgot-password: the email of the account, as sign-in reads it. */
export const forgotPasswordSchema = yup.object({
  email: emailRule(),
});

/** /reset-password: registration's password rule, typed twice. */
export const resetPasswordSchema = yup.object({
  password: newPasswordRule(),
  confirmPassword: confirmPasswordRule('password'),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
