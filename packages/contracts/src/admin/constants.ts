/**
 * The admin portal's fixed values and small rules: its lists, tables, bulk
 * actions, notifications and the dashboard's trends. No zod here, so the admin
 * screens read them without the schemas.
 */

/** Admin lists page by 20 unless asked otherwise, never more than 100 at once. */
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** The agents screen's filter: awaiting approval (and not suspended or rejected), or approved. */
export const AGENT_FILTERS = ['pending', 'approved'] as const;
export type AgentFilter = (typeof AGENT_FILTERS)[number];

export const APPROVAL_ITEM_TYPES = ['agent', 'project'] as const;
export type ApprovalItemType = (typeof APPROVAL_ITEM_TYPES)[number];

export const REJECTION_REASON_MAX = 500;

/** What produced a notification. The first five are the original ones; the rest are further events the API records. */
export const NOTIFICATION_TYPES = [
  'new_inquiry',
  'agent_registration',
  'project_submission',
  'system_update',
  'payment_received',
  'job_application',
  'quote_request',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

// ---------------------------------------------------------------- tables and bulk actions

/** One bulk call changes at most this many rows: a page of the longest admin list. */
export const BULK_MAX_IDS = 100;

export const PROJECT_BULK_ACTIONS = ['approve', 'reject', 'delete'] as const;
export type ProjectBulkAction = (typeof PROJECT_BULK_ACTIONS)[number];

/** The users screen's single actions, in bulk: approve an agent, suspend, activate. */
export const USER_BULK_ACTIONS = ['approve', 'suspend', 'activate'] as const;
export type UserBulkAction = (typeof USER_BULK_ACTIONS)[number];

/** The leads screen's single actions, in bulk: the two status steps. */
export const LEAD_BULK_ACTIONS = ['mark_in_progress', 'mark_responded'] as const;
export type LeadBulkAction = (typeof LEAD_BULK_ACTIONS)[number];

/** What happened to one id of a bulk call. */
export const BULK_OUTCOMES = ['done', 'not_found', 'not_allowed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** `GET /api/admin/users?sortBy=`: the columns the users table sorts by. */
export const ADMIN_USER_SORT_FIELDS = ['createdAt', 'name', 'email', 'role'] as const;
export type AdminUserSortField = (typeof ADMIN_USER_SORT_FIELDS)[number];

/** `GET /api/admin/inquiries?sortBy=`: the columns the leads table sorts by. */
export const LEAD_SORT_FIELDS = ['createdAt', 'name', 'kind', 'status'] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];

/** How an admin list is shown; kept in the address as `?view=`. */
export const ADMIN_LIST_VIEWS = ['cards', 'table'] as const;
export type AdminListView = (typeof ADMIN_LIST_VIEWS)[number];

// ---------------------------------------------------------------- the dashboard's trends

/* `GET /api/admin/overview/trends`: its fixed windows and buckets. */

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
