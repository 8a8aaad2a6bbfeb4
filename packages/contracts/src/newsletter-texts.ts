export const NEWSLETTER_TEXTS = {
  invalidEmail: 'Please enter a valid email',
  subscribed: 'Subscribed',
  subscribedDescription: 'You will receive our newsletter at this address.',
  failed: 'Subscription failed',
} as const;
