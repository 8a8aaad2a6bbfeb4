import { z } from 'zod';
import { HONEYPOT_FIELD } from '../common/constants';
import { isIndianPhone } from '../common/rules';
import { emailSchema, honeypotSchema } from '../common/schemas';
import { storedFileUrlSchema } from '../media/schemas';
import { PROJECT_TYPES } from '../projects/constants';
import { INQUIRY_LIMITS, INQUIRY_SOURCES, JOB_APPLICATION_LIMITS, QUOTE_LIMITS, SMS_VERIFICATION, normaliseIndianMobile } from './constants';
import { CAREERS_TEXTS, INQUIRY_TEXTS, QUOTE_TEXTS, SMS_ALERTS_TEXTS } from './texts';

// ---------------------------------------------------------------- inquiries: the project inquiry, the contact page, the widget

const requiredText = (missing: string, max: number, tooLong: string) => z.string().trim().min(1, missing).max(max, tooLong);

/**
 * `POST /api/inquiries`: the project inquiry form, the contact page and the
 * floating contact widget. The floating widget sends an empty phone; the
 * contact page sends a subject; the project inquiry names its project and
 * must give a phone.
 */
export const inquiryPayloadSchema = z.strictObject({
  name: requiredText(INQUIRY_TEXTS.nameRequired, INQUIRY_LIMITS.name, INQUIRY_TEXTS.nameTooLong),
  email: emailSchema({ required: INQUIRY_TEXTS.emailRequired, tooLong: INQUIRY_TEXTS.emailInvalid, invalid: INQUIRY_TEXTS.emailInvalid }, INQUIRY_LIMITS.email),
  // The floating widget sends none; a phone that is sent follows the one rule, as the inquiry form checks it.
  phone: z.string().trim().max(INQUIRY_LIMITS.phone, INQUIRY_TEXTS.phoneInvalid).refine((value) => value === '' || isIndianPhone(value), INQUIRY_TEXTS.phoneInvalid).default(''),
  subject: z.string().trim().max(INQUIRY_LIMITS.subject, INQUIRY_TEXTS.subjectTooLong).default(''),
  message: requiredText(INQUIRY_TEXTS.messageRequired, INQUIRY_LIMITS.message, INQUIRY_TEXTS.messageTooLong),
  projectId: z.number().int().positive().optional(),
  /** Defaults to `project` when a projectId is given, `contact` otherwise. */
  source: z.enum(INQUIRY_SOURCES, { error: `source must be one of: ${INQUIRY_SOURCES.join(', ')}` }).optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
}).superRefine((payload, context) => {
  // A project inquiry asks for a phone, as its form does: the agent calls back about the plot.
  if (payload.projectId !== undefined && payload.phone === '') context.addIssue({ code: 'custom', path: ['phone'], message: INQUIRY_TEXTS.phoneInvalid });
});
export type InquiryPayload = z.input<typeof inquiryPayloadSchema>;

/** What every create call of a public form answers: the stored record's id. */
export const createdResponseSchema = z.object({ id: z.number().int() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;

// ---------------------------------------------------------------- job applications

/** A job opening as `GET /api/jobs` lists it. */
export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  department: z.string(),
  location: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
});
export type Job = z.infer<typeof jobSchema>;

const requiredField = (max: number, tooLong: string) => z.string().trim().min(1, CAREERS_TEXTS.requiredFields).max(max, tooLong);

/** `POST /api/job-applications`: the application; the resume is uploaded first (`/api/upload?kind=resume`). */
export const jobApplicationPayloadSchema = z.strictObject({
  name: requiredField(JOB_APPLICATION_LIMITS.name, CAREERS_TEXTS.nameTooLong),
  email: emailSchema({ required: CAREERS_TEXTS.requiredFields, tooLong: CAREERS_TEXTS.emailInvalid, invalid: CAREERS_TEXTS.emailInvalid }, JOB_APPLICATION_LIMITS.email),
  position: requiredField(JOB_APPLICATION_LIMITS.position, CAREERS_TEXTS.positionTooLong),
  phone: z
    .string()
    .trim()
    .max(JOB_APPLICATION_LIMITS.phone, CAREERS_TEXTS.phoneInvalid)
    .refine((value) => value === '' || isIndianPhone(value), CAREERS_TEXTS.phoneInvalid)
    .default(''),
  message: z.string().trim().max(JOB_APPLICATION_LIMITS.message, CAREERS_TEXTS.messageTooLong).default(''),
  /** Empty when no resume was attached. */
  resumeUrl: z.union([z.literal(''), storedFileUrlSchema(CAREERS_TEXTS.resumeNotOurs)]).default(''),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type JobApplicationPayload = z.input<typeof jobApplicationPayloadSchema>;

// ---------------------------------------------------------------- quote requests

const requiredQuoteField = (max: number) => z.string().trim().min(1, QUOTE_TEXTS.missing).max(max);

/** `POST /api/quotes`: the Services page's Get Quote dialog. */
export const quotePayloadSchema = z.strictObject({
  name: requiredQuoteField(QUOTE_LIMITS.name),
  mobile: requiredQuoteField(QUOTE_LIMITS.mobile).regex(/^\+?[\d\s-]{10,19}$/, QUOTE_TEXTS.mobileInvalid),
  message: requiredQuoteField(QUOTE_LIMITS.message),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type QuotePayload = z.input<typeof quotePayloadSchema>;

// ---------------------------------------------------------------- SMS alerts

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
