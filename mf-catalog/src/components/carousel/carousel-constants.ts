/** The home and listings carousels' rules, in one place. */
export const CAROUSEL_WINDOW = 3;
/** Auto-advance runs only with more items than this. */
export const CAROUSEL_AUTO_ADVANCE_ABOVE = 3;
export const CAROUSEL_INTERVALS_MS = {
  featured: 6_000,
  newlyLaunched: 7_000,
  blog: 5_000,
  listings: 5_000,
} as const;
