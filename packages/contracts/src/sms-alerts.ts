import { z } from 'zod';
import { PROJECT_TYPES } from './catalog-constants';
import { honeypotSchema } from './inquiry';
import { HONEYPOT_FIELD } from './inquiry-constants';
import { SMS_VERIFICATION } from './sms-alerts-constants';
import { SMS_ALERTS_TEXTS } from './tools-texts';

/** +91 optional, then ten digits starting 6-9. */
const INDIAN_MOBILE = /^(?:\+?91)?[6-9]\d{9}$/;

/** Strips the spaces and dashes people type; what is left must be an Indian mobile number. */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  return INDIAN_MOBILE.test(compact) ? `+91${compact.slice(-10)}` : null;
}

/** A normalised number as people read it: `+91 98765 43210`. */
export function formatIndianMobile(normalised: string): string {
  return normalised.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');
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

/**
 * The code texted to a number; spaces people type between the digits are
 * dropped.
 */
export const smsCodeSchema = z
  .string()
  .trim()
  .min(1, SMS_ALERTS_TEXTS.codeRequired)
  .max(20, SMS_ALERTS_TEXTS.codeInvalid)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${SMS_VERIFICATION.codeLength}}$`), SMS_ALERTS_TEXTS.codeInvalid));

/** The opaque token `verify` hands out: base64url, as the server makes it. */
export const smsSubscriptionTokenSchema = z
  .string()
  .trim()
  .min(1, SMS_ALERTS_TEXTS.tokenRequired)
  .max(200, SMS_ALERTS_TEXTS.tokenInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, SMS_ALERTS_TEXTS.tokenInvalid);

/** `POST /api/notifications/subscribe`: texts a code to the number; nothing changes until it is confirmed. */
export const smsSubscribePayloadSchema = z.strictObject({
  phoneNumber: indianMobileSchema,
  propertyTypes: alertPropertyTypesSchema,
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type SmsSubscribePayload = z.input<typeof smsSubscribePayloadSchema>;

/** What subscribe answers, whatever the number's state: a code is on its way. */
export const smsCodeSentResponseSchema = z.object({ phoneNumber: z.string(), codeSent: z.literal(true) });
export type SmsCodeSentResponse = z.infer<typeof smsCodeSentResponseSchema>;

/** `POST /api/notifications/verify`: the code proves the number; the subscription starts. */
export const smsVerifyPayloadSchema = z.strictObject({
  phoneNumber: indianMobileSchema,
  code: smsCodeSchema,
});
export type SmsVerifyPayload = z.input<typeof smsVerifyPayloadSchema>;

/** What verify answers: the token that lets this browser see and end the subscription. */
export const smsVerifiedResponseSchema = z.object({ phoneNumber: z.string(), subscribed: z.literal(true), token: z.string() });
export type SmsVerifiedResponse = z.infer<typeof smsVerifiedResponseSchema>;

/** `POST /api/notifications/unsubscribe`: only with the token verify gave for the number. */
export const smsUnsubscribePayloadSchema = z.strictObject({
  phoneNumber: indianMobileSchema,
  token: smsSubscriptionTokenSchema,
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type SmsUnsubscribePayload = z.input<typeof smsUnsubscribePayloadSchema>;

/** `GET /api/notifications/status`: without the number's token the answer is always not subscribed. */
export const smsStatusQuerySchema = z.strictObject({ phoneNumber: indianMobileSchema, token: smsSubscriptionTokenSchema.optional() });

export const smsStatusResponseSchema = z.object({ subscribed: z.boolean() });
export type SmsStatusResponse = z.infer<typeof smsStatusResponseSchema>;

/** What unsubscribe answers: the normalised number and its state. */
export const smsSubscriptionResponseSchema = z.object({ phoneNumber: z.string(), subscribed: z.boolean() });
export type SmsSubscriptionResponse = z.infer<typeof smsSubscriptionResponseSchema>;
