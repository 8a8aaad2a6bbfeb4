import links from './data/social-links.json';

/** The site's first social links, in footer order. */
export const DEMO_SOCIAL_LINKS: readonly { platform: string; url: string }[] = links;
