import { z } from 'zod';
import { honeypotSchema } from './inquiry';
import { HONEYPOT_FIELD } from './inquiry-constants';
import { NEWSLETTER_TEXTS } from './newsletter-texts';
import { EMAIL_PATTERN } from './email-rule';

export const newsletterPayloadSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email({ pattern: EMAIL_PATTERN, error: NEWSLETTER_TEXTS.invalidEmail })),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

/** `POST /api/newsletter` answers 201 for a new address and 200 for one already subscribed. */
export const newsletterResponseSchema = z.object({ subscribed: z.literal(true), message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
