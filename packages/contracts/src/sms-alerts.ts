import { z } from 'zod';
import { PROJECT_TYPES } from './catalog-constants';
import { honeypotSchema } from './inquiry';
import { HONEYPOT_FIELD } from './inquiry-constants';
import { SMS_ALERTS_TEXTS } from './tools-texts';

/** +91 optional, then ten digits starting 6-9. */
const INDIAN_MOBILE = /^(?:\+?91)?[6-9]\d{9}$/;

/** Strips the spaces and dashes people type; what is left must be an Indian mobile number. */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  return INDIAN_MOBILE.test(compact) ? `+91${compact.slice(-10)}` : null;
}

/** An Indian mobile number, normalised to `+91XXXXXXXXXX`. */
export const indianMobileSchema = z
  .string()
  .trim()
  .min(1, SMS_ALERTS_TEXTS.phoneRequired)
  .max(30, SMS_ALERTS_TEXTS.phoneInvalid)
  .transform((value, context) => {
    const normalised = normaliseIndianMobile(value);
    if (!normalised) {
      context.addIssue({ code: 'custom', message: SMS_ALERTS_TEXTS.phoneInvalid });
      return z.NEVER;
    }
    return normalised;
  });

const PROPERTY_TYPES_MESSAGE = `propertyTypes must be "all" or a list of: ${PROJECT_TYPES.join(', ')}`;

/** 'all' or a list of project types; duplicates collapse. */
export const alertPropertyTypesSchema = z
  .union([
    z.literal('all'),
    z.array(z.enum(PROJECT_TYPES)).min(1, PROPERTY_TYPES_MESSAGE).max(PROJECT_TYPES.length * 2, PROPERTY_TYPES_MESSAGE),
  ], { error: PROPERTY_TYPES_MESSAGE })
  .default('all')
  .transform((value) => (value === 'all' ? 'all' : [...new Set(value)]));

export const smsSubscribePayloadSchema = z.strictObject({
  phoneNumber: indianMobileSchema,
  propertyTypes: alertPropertyTypesSchema,
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type SmsSubscribePayload = z.input<typeof smsSubscribePayloadSchema>;

export const smsUnsubscribePayloadSchema = z.strictObject({
  phoneNumber: indianMobileSchema,
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type SmsUnsubscribePayload = z.input<typeof smsUnsubscribePayloadSchema>;

export const smsStatusQuerySchema = z.strictObject({ phoneNumber: indianMobileSchema });

export const smsStatusResponseSchema = z.object({ subscribed: z.boolean() });
export type SmsStatusResponse = z.infer<typeof smsStatusResponseSchema>;

/** What subscribe and unsubscribe answer: the normalised number and its state. */
export const smsSubscriptionResponseSchema = z.object({ phoneNumber: z.string(), subscribed: z.boolean() });
export type SmsSubscriptionResponse = z.infer<typeof smsSubscriptionResponseSchema>;
