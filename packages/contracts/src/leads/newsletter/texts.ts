import { FIELD_TEXTS } from '../../common/rules';

/** The footer's newsletter box, on every page: a module of its own, so the page loads no other leads' words. */
export const NEWSLETTER_TEXTS = {
  invalidEmail: FIELD_TEXTS.emailInvalid,
  subscribed: 'Subscribed',
  subscribedDescription: 'You will receive our newsletter at this address.',
  failed: 'Subscription failed',
} as const;
