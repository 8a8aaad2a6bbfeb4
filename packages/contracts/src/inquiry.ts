import { ENQUIRY_TEXTS } from './catalog-screen-texts';
import { isIndianPhone } from './phone-rule';
import { z } from 'zod';
import { HONEYPOT_FIELD, INQUIRY_LIMITS, INQUIRY_SOURCES } from './inquiry-constants';
import { EMAIL_PATTERN } from './email-rule';

export const honeypotSchema = z.string().max(500).optional();

const requiredText = (max: number, message: string) => z.string().trim().min(1, message).max(max);

/**
 * `POST /api/inquiries`: the project enquiry form, the contact page and the
 * floating contact widget. The floating widget sends an empty phone; the
 * contact page sends a subject; the project enquiry names its project and
 * must give a phone.
 */
export const inquiryPayloadSchema = z.strictObject({
  name: requiredText(INQUIRY_LIMITS.name, 'Please enter your name'),
  email: z.string().trim().toLowerCase().max(INQUIRY_LIMITS.email).pipe(z.email({ pattern: EMAIL_PATTERN, error: 'Please enter a valid email' })),
  // The floating widget sends none; a phone that is sent follows the one rule, as the enquiry form checks it.
  phone: z.string().trim().max(INQUIRY_LIMITS.phone, ENQUIRY_TEXTS.phoneInvalid).refine((value) => value === '' || isIndianPhone(value), ENQUIRY_TEXTS.phoneInvalid).default(''),
  subject: z.string().trim().max(INQUIRY_LIMITS.subject).default(''),
  message: requiredText(INQUIRY_LIMITS.message, 'Please enter your message'),
  projectId: z.number().int().positive().optional(),
  /** Defaults to `project` when a projectId is given, `contact` otherwise. */
  source: z.enum(INQUIRY_SOURCES, { error: `source must be one of: ${INQUIRY_SOURCES.join(', ')}` }).optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
}).superRefine((payload, context) => {
  // A project enquiry asks for a phone, as its form does: the agent calls back about the plot.
  if (payload.projectId !== undefined && payload.phone === '') context.addIssue({ code: 'custom', path: ['phone'], message: ENQUIRY_TEXTS.phoneInvalid });
});
export type InquiryPayload = z.input<typeof inquiryPayloadSchema>;

/** What every create call of a public form answers: the stored record's id. */
export const createdResponseSchema = z.object({ id: z.number().int() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;
