import { formatDateIN } from './date';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When something happened, as the notifications list shows it: under an hour in minutes, under a day in hours, older as a full
 * date in Indian English ('5 March 2025'). A moment under a minute ago (or a
 * little in the future, from a skewed clock) is 'Just now'; '' for an invalid date.
 */
export function formatRelativeTime(value: string | Date | null | undefined, now: number | Date = Date.now()): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) {
    const minutes = Math.floor(elapsed / MINUTE_MS);
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  return formatDateIN(date);
}
