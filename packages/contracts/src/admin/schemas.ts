import { z } from 'zod';
import { adminAccountSchema } from '../accounts/schemas';
import { ACCOUNT_STATUSES, USER_ROLES } from '../accounts/constants';
import { MAX_SERIAL_ID, SORT_ORDERS } from '../common/constants';
import { booleanParam, choiceOrAllParam, choiceParam, pageParam, pageSizeParam, textParam } from '../common/query-params';
import { pageOf, recordIdSchema } from '../common/schemas';
import { INQUIRY_STATUSES, LEAD_KINDS, LEAD_RECORDS } from '../leads/constants';
import { leadVisitSchema } from '../leads/site-visits/schemas';
import { APPROVAL_STATUSES } from '../projects/constants';
import { projectSchema } from '../projects/schemas';
import { PROJECT_SUBMISSION_SOURCES } from '../submissions/constants';
import { plotSubmissionSchema } from '../submissions/schemas';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_USER_SORT_FIELDS,
  AGENT_FILTERS,
  APPROVAL_AGE_BUCKETS,
  APPROVAL_ITEM_TYPES,
  BULK_MAX_IDS,
  BULK_OUTCOMES,
  LEAD_BULK_ACTIONS,
  LEAD_SORT_FIELDS,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  PROJECT_BULK_ACTIONS,
  REJECTION_REASON_MAX,
  USER_BULK_ACTIONS,
  type ApprovalAgeBucket,
} from './constants';
import { ADMIN_OPS_TEXTS as TEXTS } from './texts';

/**
 * The admin portal's people, approvals, leads, notifications, dashboard and
 * bulk actions: their queries, payloads and answers under `/api/admin/...`.
 * (The hub's projects are in projects/admin-schemas.ts, media in
 * media/schemas.ts, blog posts and social links in content/schemas.ts.)
 */

const paging = { page: pageParam(), pageSize: pageSizeParam(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX) };
const searchParam = textParam('search', 100);

// ---------------------------------------------------------------- accounts

/** `GET /api/admin/users?search=&role=&status=&sortBy=&sortOrder=&page=&pageSize=`: search matches name, email or phone; newest first unless sorted. */
export const adminUserListQuerySchema = z.strictObject({
  search: searchParam,
  role: choiceOrAllParam('role', USER_ROLES),
  status: choiceOrAllParam('status', ACCOUNT_STATUSES),
  sortBy: choiceParam('sortBy', ADMIN_USER_SORT_FIELDS).transform((value) => value ?? 'createdAt'),
  sortOrder: choiceParam('sortOrder', SORT_ORDERS).transform((value) => value ?? 'desc'),
  ...paging,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export const adminUserListResponseSchema = pageOf(adminAccountSchema);

/** `PATCH /api/admin/users/{id}/toggle-status`: false suspends (and signs the person out), true activates. */
export const toggleUserStatusPayloadSchema = z.strictObject({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

/** What every change to an account answers. */
export const accountChangeResponseSchema = z.object({ user: adminAccountSchema, message: z.string() });
export type AccountChangeResponse = z.infer<typeof accountChangeResponseSchema>;

/** `GET /api/admin/agents?search=&status=all|pending|approved&page=&pageSize=`. */
export const adminAgentListQuerySchema = z.strictObject({
  search: searchParam,
  status: choiceOrAllParam('status', AGENT_FILTERS),
  ...paging,
});
export type AdminAgentListQuery = z.infer<typeof adminAgentListQuerySchema>;

export const agentCountsSchema = z.object({ pending: z.number().int(), approved: z.number().int(), total: z.number().int() });
export type AgentCounts = z.infer<typeof agentCountsSchema>;

/** The page of agents plus the screen's counters, which ignore the search and the filter. */
export const adminAgentListResponseSchema = pageOf(adminAccountSchema).extend({ counts: agentCountsSchema });
export type AdminAgentListResponse = z.infer<typeof adminAgentListResponseSchema>;

// ---------------------------------------------------------------- approvals

/** An agent who registered and waits for approval. */
export const pendingAgentItemSchema = z.object({
  type: z.literal('agent'),
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  agencyName: z.string().nullable(),
  reraAgentNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingAgentItem = z.infer<typeof pendingAgentItemSchema>;

/** A project waiting for approval, with everything the admin decides on. */
export const pendingProjectItemSchema = projectSchema
  .pick({
    id: true, title: true, description: true, location: true, city: true, state: true, projectType: true, totalArea: true, areaUnit: true,
    startingPrice: true, possessionTimeline: true, reraNumber: true, images: true, createdAt: true,
  })
  .extend({
    type: z.literal('project'),
    ...plotSubmissionSchema.pick({ roadWidth: true, roadWidthUnit: true, facing: true }).shape,
    source: z.enum(PROJECT_SUBMISSION_SOURCES),
    /** An approved project's agent asks to change it: the fields above are the proposed version; approving publishes them. */
    changesToLiveListing: z.boolean(),
    /** The agent's account for an agent submission; the form's name and contact for a public one. */
    submittedBy: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  });
export type PendingProjectItem = z.infer<typeof pendingProjectItemSchema>;

export const approvalItemSchema = z.discriminatedUnion('type', [pendingAgentItemSchema, pendingProjectItemSchema]);
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

/** `GET /api/admin/approvals?type=all|agent|project&page=&pageSize=`: the queue, longest waiting first. */
export const approvalListQuerySchema = z.strictObject({ type: choiceOrAllParam('type', APPROVAL_ITEM_TYPES), ...paging });
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>;

export const approvalCountsSchema = z.object({ agents: z.number().int(), projects: z.number().int(), total: z.number().int() });
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;

export const approvalListResponseSchema = pageOf(approvalItemSchema).extend({ counts: approvalCountsSchema });
export type ApprovalListResponse = z.infer<typeof approvalListResponseSchema>;

/** `PATCH /api/admin/projects/{id}/reject` and `/api/admin/agents/{id}/reject`: an optional reason. */
export const rejectPayloadSchema = z.strictObject({
  reason: z.string().trim().max(REJECTION_REASON_MAX, TEXTS.rejectionReasonTooLong).default(''),
});
export type RejectPayload = z.input<typeof rejectPayloadSchema>;

/** `PATCH /api/admin/projects/{id}/approve|reject` answer; `alertsQueued` counts the SMS alerts an approval queued. */
export const projectDecisionResponseSchema = z.object({
  project: projectSchema,
  alertsQueued: z.number().int(),
  message: z.string(),
});
export type ProjectDecisionResponse = z.infer<typeof projectDecisionResponseSchema>;

// ---------------------------------------------------------------- overview

/** `GET /api/admin/overview`: the dashboard cards' live counts, in one call. */
export const adminOverviewSchema = z.object({
  pendingApprovals: approvalCountsSchema,
  /** Leads nobody has started on yet, across every kind. */
  newInquiries: z.number().int(),
  unreadNotifications: z.number().int(),
  users: z.object({ total: z.number().int(), users: z.number().int(), agents: z.number().int(), suspended: z.number().int() }),
  agents: agentCountsSchema,
  projects: z.object(Object.fromEntries(APPROVAL_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof APPROVAL_STATUSES)[number], z.ZodNumber>).extend({
    total: z.number().int(),
  }),
  newsletterSubscribers: z.number().int(),
  socialLinks: z.object({ active: z.number().int(), total: z.number().int() }),
  blogPosts: z.object({ published: z.number().int(), drafts: z.number().int() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---------------------------------------------------------------- inquiries (every lead kind)

export const leadSchema = z.object({
  record: z.enum(LEAD_RECORDS),
  id: z.number().int(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The project an enquiry is about (its title as it was when asked). */
  projectId: z.number().int().nullable(),
  projectTitle: z.string().nullable(),
  /** The agent an enquiry is routed to (their agency, or name), if any. */
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  /** A job application's position and resume link. */
  position: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: z.string(),
  /** An enquiry whose phone the buyer confirmed with a texted code. */
  phoneVerified: z.boolean(),
  /** The site visit an enquiry booked, if any (admins confirm, propose or cancel it). */
  visit: leadVisitSchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

/** `GET /api/admin/inquiries?kind=&status=&search=&sortBy=&sortOrder=&page=&pageSize=`: newest first unless sorted; search matches name, email or phone. */
export const leadListQuerySchema = z.strictObject({
  kind: choiceOrAllParam('kind', LEAD_KINDS),
  status: choiceOrAllParam('status', INQUIRY_STATUSES),
  search: searchParam,
  sortBy: choiceParam('sortBy', LEAD_SORT_FIELDS).transform((value) => value ?? 'createdAt'),
  sortOrder: choiceParam('sortOrder', SORT_ORDERS).transform((value) => value ?? 'desc'),
  ...paging,
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadStatusCountsSchema = z.object(
  Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof INQUIRY_STATUSES)[number], z.ZodNumber>,
);
/** The page, and how many leads of the chosen kind (and search) are in each status. */
export const leadListResponseSchema = pageOf(leadSchema).extend({ statusCounts: leadStatusCountsSchema });
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

export const leadParamsSchema = z.strictObject({
  record: z.enum(LEAD_RECORDS, { error: `record must be one of: ${LEAD_RECORDS.join(', ')}` }),
  id: recordIdSchema,
});

/** `PATCH /api/admin/inquiries/{record}/{id}/status`. */
export const leadStatusPayloadSchema = z.strictObject({
  status: z.enum(INQUIRY_STATUSES, { error: `status must be one of: ${INQUIRY_STATUSES.join(', ')}` }),
});

export const newsletterSubscriberSchema = z.object({ id: z.number().int(), email: z.string(), createdAt: z.string() });
export type NewsletterSubscriberItem = z.infer<typeof newsletterSubscriberSchema>;

/** `GET /api/admin/inquiries/newsletter?search=&page=&pageSize=`: newest sign-ups first. */
export const newsletterListQuerySchema = z.strictObject({ search: searchParam, ...paging });
export type NewsletterListQuery = z.infer<typeof newsletterListQuerySchema>;
export const newsletterListResponseSchema = pageOf(newsletterSubscriberSchema);

// ---------------------------------------------------------------- notifications

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  read: z.boolean(),
  /** Where the admin goes to act on it, e.g. /admin/pending-approvals. */
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/admin/notifications?unread=true&page=&pageSize=`: newest first. */
export const notificationListQuerySchema = z.strictObject({ unread: booleanParam('unread'), ...paging });
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export const notificationListResponseSchema = pageOf(notificationSchema).extend({ unreadCount: z.number().int() });
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;
export const readAllResponseSchema = z.object({ updated: z.number().int() });
export type ReadAllResponse = z.infer<typeof readAllResponseSchema>;

// ---------------------------------------------------------------- bulk actions

/**
 * The admin tables' bulk calls: one request per action on up to
 * BULK_MAX_IDS rows, answered row by row (done, not found, not allowed).
 * Repeated ids count once.
 */

const recordId = (noun: string) =>
  z
    .number({ error: `each ${noun} id must be a positive whole number` })
    .int(`each ${noun} id must be a positive whole number`)
    .min(1, `each ${noun} id must be a positive whole number`)
    .max(MAX_SERIAL_ID, `each ${noun} id must be a positive whole number`);

const idList = (noun: string) =>
  z
    .array(recordId(noun), { error: `ids must be a list of ${noun} ids` })
    .min(1, `Choose at least one ${noun}`)
    .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} ${noun}s at once`)
    .transform((ids) => [...new Set(ids)]);

const action = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `action must be one of: ${values.join(', ')}` });

/** `POST /api/admin/projects/bulk` {action, ids, reason?}: reason only with reject, one for every project. */
export const projectBulkPayloadSchema = z
  .strictObject({
    action: action(PROJECT_BULK_ACTIONS),
    ids: idList('project'),
    reason: z.string({ error: 'reason must be text' }).trim().max(REJECTION_REASON_MAX, TEXTS.rejectionReasonTooLong).optional(),
  })
  .refine((payload) => payload.reason === undefined || payload.action === 'reject', { message: 'reason goes only with the reject action', path: ['reason'] });
export type ProjectBulkPayload = z.input<typeof projectBulkPayloadSchema>;
export type ProjectBulkRequest = z.output<typeof projectBulkPayloadSchema>;

/** `POST /api/admin/users/bulk` {action, ids}. */
export const userBulkPayloadSchema = z.strictObject({ action: action(USER_BULK_ACTIONS), ids: idList('user') });
export type UserBulkPayload = z.input<typeof userBulkPayloadSchema>;
export type UserBulkRequest = z.output<typeof userBulkPayloadSchema>;

const leadRef = z.strictObject({
  record: z.enum(LEAD_RECORDS, { error: `record must be one of: ${LEAD_RECORDS.join(', ')}` }),
  id: recordId('lead'),
});
export type LeadRef = z.infer<typeof leadRef>;

/** `POST /api/admin/inquiries/bulk` {action, leads: [{record, id}]}: a lead is named by its table and id. */
export const leadBulkPayloadSchema = z.strictObject({
  action: action(LEAD_BULK_ACTIONS),
  leads: z
    .array(leadRef, { error: 'leads must be a list of {record, id}' })
    .min(1, 'Choose at least one lead')
    .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} leads at once`)
    .transform((leads) => [...new Map(leads.map((lead) => [`${lead.record}:${lead.id}`, lead])).values()]),
});
export type LeadBulkPayload = z.input<typeof leadBulkPayloadSchema>;
export type LeadBulkRequest = z.output<typeof leadBulkPayloadSchema>;

const outcome = z.enum(BULK_OUTCOMES);

/** One row's result; `message` says why a row was left alone. */
export const bulkItemResultSchema = z.object({ id: z.number().int(), outcome, message: z.string().optional() });
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

/** Every row in the order asked, how many were done, and the SMS alerts newly approved projects queued. */
export const bulkResultSchema = z.object({ results: z.array(bulkItemResultSchema), done: z.number().int(), alertsQueued: z.number().int() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const leadBulkItemResultSchema = bulkItemResultSchema.extend({ record: z.enum(LEAD_RECORDS) });
export type LeadBulkItemResult = z.infer<typeof leadBulkItemResultSchema>;
export const leadBulkResultSchema = z.object({ results: z.array(leadBulkItemResultSchema), done: z.number().int() });
export type LeadBulkResult = z.infer<typeof leadBulkResultSchema>;

// ---------------------------------------------------------------- the dashboard's trends

const count = z.number().int().nonnegative();
const ageBucketKeys = APPROVAL_AGE_BUCKETS.map((bucket) => bucket.key) as [ApprovalAgeBucket, ...ApprovalAgeBucket[]];

/** `GET /api/admin/overview/trends`: what the dashboard's charts draw, counted from the data. */
export const adminTrendsSchema = z.object({
  /** The last ADMIN_TRENDS_WEEKS weeks, oldest first, the current one last; weeks without rows count 0. */
  weeks: z.array(z.object({ weekStart: z.iso.date(), enquiries: count, listings: count })),
  /** Approved projects by city, most first, at most ADMIN_TRENDS_TOP_CITIES and then Other (`isOther`) when there are more. */
  listingsByCity: z.array(z.object({ city: z.string(), count, isOther: z.boolean() })),
  /** Every bucket of APPROVAL_AGE_BUCKETS in order, 0 when empty. */
  approvalsByAge: z.array(z.object({ bucket: z.enum(ageBucketKeys), count })),
});
export type AdminTrends = z.infer<typeof adminTrendsSchema>;
