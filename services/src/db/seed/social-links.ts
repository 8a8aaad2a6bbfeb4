/** The site's first social links, in footer order. */
export const DEMO_SOCIAL_LINKS = [
  { platform: 'Facebook', url: 'https://www.facebook.com/plotwise.in' },
  { platform: 'Twitter', url: 'https://twitter.com/plotwise_in' },
  { platform: 'Instagram', url: 'https://www.instagram.com/plotwise.in' },
  { platform: 'LinkedIn', url: 'https://www.linkedin.com/company/plotwise-india' },
] as const;
