import { z } from 'zod';

export const NEWSLETTER_TEXTS = {
  invalidEmail: 'Please enter a valid email',
  subscribed: 'Subscribed',
  subscribedDescription: 'You will receive our newsletter at this address.',
  failed: 'Subscription failed',
} as const;

export const newsletterPayloadSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email(NEWSLETTER_TEXTS.invalidEmail)),
});
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;
