const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** India Standard Time is UTC+5:30 all year: India keeps no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A date in Indian English ('5 March 2025'), read in India's time zone; '' for
 * a missing or invalid one. Written out rather than with Intl.DateTimeFormat:
 * a page's first date formatter loads the browser's calendar data, a long
 * main-thread task on a phone, during
 * the hydration of any page that shows a date (the home page's blog cards).
 * A test holds it equal to Intl's en-IN, Asia/Kolkata output.
 */
export function formatDateIN(value: string | Date | null | undefined): string {
  if (!value) return '';
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return '';
  const inIndia = new Date(time + IST_OFFSET_MS);
  return `${inIndia.getUTCDate()} ${MONTHS[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
}
