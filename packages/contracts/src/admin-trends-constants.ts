/**
 * The admin dashboard's trends (`GET /api/admin/overview/trends`): its fixed
 * windows and buckets, apart from the zod schema so the dashboard loads no zod.
 */

/** Weeks are counted in India's time, Monday to Sunday. */
export const ADMIN_TRENDS_TIME_ZONE = 'Asia/Kolkata';
/** India keeps no daylight saving, so its offset is fixed: +05:30. */
export const ADMIN_TRENDS_UTC_OFFSET_MINUTES = 330;
/** How many weeks the weekly charts show, the current one last. */
export const ADMIN_TRENDS_WEEKS = 12;
/** Cities shown by name in "Listings by city"; the rest add up to Other. */
export const ADMIN_TRENDS_TOP_CITIES = 10;

/** How long approvals have waited, from (inclusive) to (exclusive) whole days; the last is open-ended. */
export const APPROVAL_AGE_BUCKETS = [
  { key: 'underOneDay', fromDays: 0, toDays: 1 },
  { key: 'oneToThreeDays', fromDays: 1, toDays: 3 },
  { key: 'threeToSevenDays', fromDays: 3, toDays: 7 },
  { key: 'overSevenDays', fromDays: 7, toDays: null },
] as const;
export type ApprovalAgeBucket = (typeof APPROVAL_AGE_BUCKETS)[number]['key'];

const DAY_MS = 86_400_000;

/**
 * The Monday (YYYY-MM-DD, India's calendar) that starts the week holding
 * `instant`, and the instant that Monday's midnight is. The API groups rows by
 * it; the tests use it to find the week boundaries.
 */
export function indiaWeekStart(instant: Date): { day: string; startsAt: Date } {
  const local = new Date(instant.getTime() + ADMIN_TRENDS_UTC_OFFSET_MINUTES * 60_000);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  const mondayLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - daysSinceMonday * DAY_MS;
  return {
    day: new Date(mondayLocal).toISOString().slice(0, 10),
    startsAt: new Date(mondayLocal - ADMIN_TRENDS_UTC_OFFSET_MINUTES * 60_000),
  };
}
