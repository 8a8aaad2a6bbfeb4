import { MAX_SERIAL_ID } from '../common/constants';

/** How many projects the compare page sets side by side (a phone shows three columns at most). */
export const COMPARE_MAX = 3;
export const COMPARE_PATH = '/compare';
/** The batch read behind the compare page: `?ids=12,40,7`. */
export const COMPARE_API_PATH = '/api/projects/compare';

/** The projects last opened, newest first, kept in the visitor's browser. */
export const RECENTLY_VIEWED_MAX = 10;

/** localStorage keys: the visitor's own, on this browser only. */
export const BUYER_STORAGE_KEYS = {
  compare: 'plotwise:compare',
  recentlyViewed: 'plotwise:recently-viewed',
} as const;

/** '/compare?ids=12,40,7'; '/compare' with none. */
export function comparePath(ids: readonly number[]): string {
  return ids.length ? `${COMPARE_PATH}?ids=${ids.join(',')}` : COMPARE_PATH;
}

/**
 * The ids of a compare link ('12,40,7'): one to COMPARE_MAX record ids,
 * digits and commas only, each once; null for anything else.
 */
export function parseCompareIds(raw: string | null | undefined): number[] | null {
  if (!raw || !/^\d{1,10}(,\d{1,10})*$/.test(raw)) return null;
  const ids = [...new Set(raw.split(',').map(Number))];
  if (ids.length > COMPARE_MAX || ids.some((id) => id < 1 || id > MAX_SERIAL_ID)) return null;
  return ids;
}

export const COMPARE_TEXTS = {
  heading: 'Compare projects',
  intro: 'Up to three projects side by side. Share this page’s link to show someone the same comparison.',
  /** The toggle's visible word; the project's title follows it for screen readers ('Compare Green Valley'). */
  toggle: 'Compare',
  removeLabel: (title: string) => `Remove ${title} from compare`,
  full: `You can compare up to ${COMPARE_MAX} projects`,
  fullHint: 'Remove one from the compare tray to add another.',
  trayLabel: 'Projects to compare',
  trayCount: (count: number) => `${count} of ${COMPARE_MAX} chosen`,
  open: (count: number) => `Compare (${count})`,
  clear: 'Clear',
  remove: 'Remove',
  empty: 'Nothing to compare yet. Tick “Compare” on up to three projects.',
  badLink: `This compare link is not valid: it should name one to ${COMPARE_MAX} projects.`,
  missing: (count: number) => (count === 1 ? 'One project in this link is no longer listed.' : `${count} projects in this link are no longer listed.`),
  failed: 'We could not load these projects. Please try again.',
  browse: 'Browse projects',
  addMore: 'Add another project',
} as const;

export const RECENTLY_VIEWED_TEXTS = {
  heading: 'Recently viewed',
  clear: 'Clear history',
} as const;

export const SHARE_TEXTS = {
  share: 'Share',
  whatsapp: 'Share on WhatsApp',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link',
} as const;

export const EMI_BOX_TEXTS = {
  heading: 'Home loan EMI',
  perMonth: '/ month',
  terms: (downPayment: string, rate: number, years: number) => `With ${downPayment} down, at ${rate}% for ${years} years`,
  open: 'Change the numbers in the loan calculator',
} as const;

export const MORE_IN_CITY_TEXTS = {
  heading: (city: string) => `More in ${city}`,
  viewAll: (city: string) => `All projects in ${city}`,
} as const;
