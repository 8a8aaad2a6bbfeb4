import { z } from 'zod';
import { HONEYPOT_FIELD } from '../../common/constants';
import { emailSchema, honeypotSchema } from '../../common/schemas';
import { NEWSLETTER_TEXTS } from './texts';

/*
 * The footer's newsletter box, apart from the other leads' schemas: every
 * page has the box and loads this schema (and zod) only when someone
 * subscribes (`import('@plotwise/contracts/leads/newsletter/schemas')`), so
 * the chunk it loads holds this form's rules and nothing else.
 */

export const newsletterPayloadSchema = z.strictObject({
  email: emailSchema({ invalid: NEWSLETTER_TEXTS.invalidEmail }),
  [HONEYPOT_FIELD]: honeypotSchema,
});

/** `POST /api/newsletter` answers 201 for a new address and 200 for one already subscribed. */
export const newsletterResponseSchema = z.object({ subscribed: z.literal(true), message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
