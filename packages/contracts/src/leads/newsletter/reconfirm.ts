import { z } from 'zod';

/** Addresses that joined before double opt-in: never asked to confirm, so they receive no issues yet. */
export const NEWSLETTER_RECONFIRM_TEXTS = {
  title: 'Subscribers from before confirmation',
  waiting: (count: number) => `${count} subscriber${count === 1 ? '' : 's'} from before confirmation ${count === 1 ? 'has' : 'have'} not been asked to confirm`,
  asked: (count: number) => `${count} asked so far`,
  explain: 'They joined before the newsletter asked people to confirm, so they get no issues. Each gets one email with a confirmation link; nobody is asked twice.',
  ask: 'Ask them to confirm',
  askConfirm: (count: number) => `Email ${count} subscriber${count === 1 ? '' : 's'} a confirmation link?`,
  queued: (count: number) => `Confirmation emails queued for ${count} subscriber${count === 1 ? '' : 's'}`,
  noLinkOrigin: 'The site has no public address (PUBLIC_URL) to put in the confirmation link',
} as const;

export const newsletterReconfirmStatusSchema = z.object({
  /** Unconfirmed, still subscribed, and never sent a confirmation link. */
  waiting: z.number().int(),
  /** Asked by this action, ever. */
  asked: z.number().int(),
});
export type NewsletterReconfirmStatus = z.infer<typeof newsletterReconfirmStatusSchema>;

export const newsletterReconfirmResponseSchema = newsletterReconfirmStatusSchema.extend({ queued: z.number().int(), message: z.string() });
export type NewsletterReconfirmResponse = z.infer<typeof newsletterReconfirmResponseSchema>;
