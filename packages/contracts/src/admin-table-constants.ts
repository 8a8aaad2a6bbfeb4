/**
 * The admin tables' fixed values: sortable columns (the API's whitelists),
 * bulk actions and their outcomes. No zod here, so the pages read them
 * without the schemas (admin-bulk.ts builds on them).
 */

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
