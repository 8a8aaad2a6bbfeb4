import { z } from 'zod';

/**
 * Every public form carries this hidden field. People never see it and leave it
 * empty; bots fill every input they find. The API drops a filled one silently.
 */
export const HONEYPOT_FIELD = 'website';
export const honeypotSchema = z.string().max(500).optional();

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 20, subject: 200, message: 5000 } as const;

/** Where an enquiry was sent from: the contact page, the floating widget, a project page, a city page. */
export const INQUIRY_SOURCES = ['contact', 'widget', 'project', 'city'] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];

const requiredText = (max: number, message: string) => z.string().trim().min(1, message).max(max);

/**
 * `POST /api/inquiries`: the project enquiry form, the contact page and the
 * floating contact widget. The floating widget sends an empty phone; the
 * contact page sends a subject; the project enquiry names its project.
 */
export const inquiryPayloadSchema = z.strictObject({
  name: requiredText(INQUIRY_LIMITS.name, 'Please enter your name'),
  email: z.string().trim().toLowerCase().max(INQUIRY_LIMITS.email).pipe(z.email('Please enter a valid email')),
  phone: z.string().trim().max(INQUIRY_LIMITS.phone).default(''),
  subject: z.string().trim().max(INQUIRY_LIMITS.subject).default(''),
  message: requiredText(INQUIRY_LIMITS.message, 'Please enter your message'),
  projectId: z.number().int().positive().optional(),
  /** Defaults to `project` when a projectId is given, `contact` otherwise. */
  source: z.enum(INQUIRY_SOURCES, { error: `source must be one of: ${INQUIRY_SOURCES.join(', ')}` }).optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type InquiryPayload = z.input<typeof inquiryPayloadSchema>;

export const INQUIRY_STATUSES = ['new', 'in_progress', 'responded'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** What every create call of a public form answers: the stored record's id. */
export const createdResponseSchema = z.object({ id: z.number().int() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;
