import { z } from 'zod';
import { adminAccountSchema } from './auth';
import { ADMIN_OPS_TEXTS as TEXTS } from './admin-ops-texts';
import { blogPostSummarySchema } from './blog';
import { APPROVAL_STATUSES, AREA_UNITS, PROJECT_TYPES, USER_ROLES } from './catalog-constants';
import { INQUIRY_STATUSES } from './inquiry-constants';
import {
  ACCOUNT_STATUSES,
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_MAX,
  AGENT_FILTERS,
  APPROVAL_ITEM_TYPES,
  BLOG_DEFAULT_AUTHOR,
  BLOG_DEFAULT_CATEGORY,
  BLOG_POST_LIMITS,
  BLOG_POST_STATES,
  LEAD_KINDS,
  LEAD_RECORDS,
  PROJECT_SUBMISSION_SOURCES,
  REJECTION_REASON_MAX,
  SOCIAL_LINK_LIMITS,
  isHttpsUrl,
  uniqueTags,
} from './admin-ops-constants';
import { notificationSchema } from './notification';
import { FACINGS, ROAD_WIDTH_UNITS } from './plot-submission';
import { pageOf, projectImageSchema, projectSchema } from './project';
import { SORT_ORDERS } from './admin-hub-constants';
import { ADMIN_USER_SORT_FIELDS, LEAD_SORT_FIELDS } from './admin-table-constants';
import { booleanParam, choiceOrAllParam, choiceParam, pageParam, pageSizeParam, textParam } from './query-params';
import { socialLinkSchema } from './social';

/**
 * The admin portal's people, approvals, leads, notifications and content
 *: every query, payload and answer of `/api/admin/...`.
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
export type ToggleUserStatusPayload = z.infer<typeof toggleUserStatusPayloadSchema>;

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
export const pendingProjectItemSchema = z.object({
  type: z.literal('project'),
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  totalArea: z.number(),
  areaUnit: z.enum(AREA_UNITS),
  startingPrice: z.number().int().nullable(),
  possessionTimeline: z.string().nullable(),
  reraNumber: z.string().nullable(),
  roadWidth: z.number().nullable(),
  roadWidthUnit: z.enum(ROAD_WIDTH_UNITS).nullable(),
  facing: z.enum(FACINGS).nullable(),
  images: z.array(projectImageSchema),
  source: z.enum(PROJECT_SUBMISSION_SOURCES),
  /** An approved project's agent asks to change it: the fields above are the proposed version; approving publishes them. */
  changesToLiveListing: z.boolean(),
  /** The agent's account for an agent submission; the form's name and contact for a public one. */
  submittedBy: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  createdAt: z.string(),
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
  /** A job application's position and resume link. */
  position: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: z.string(),
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
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'id must be a positive whole number')
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, 'id must be a positive whole number'),
});
export type LeadParams = z.infer<typeof leadParamsSchema>;

/** `PATCH /api/admin/inquiries/{record}/{id}/status`. */
export const leadStatusPayloadSchema = z.strictObject({
  status: z.enum(INQUIRY_STATUSES, { error: `status must be one of: ${INQUIRY_STATUSES.join(', ')}` }),
});
export type LeadStatusPayload = z.infer<typeof leadStatusPayloadSchema>;

export const newsletterSubscriberSchema = z.object({ id: z.number().int(), email: z.string(), createdAt: z.string() });
export type NewsletterSubscriberItem = z.infer<typeof newsletterSubscriberSchema>;

/** `GET /api/admin/inquiries/newsletter?search=&page=&pageSize=`: newest sign-ups first. */
export const newsletterListQuerySchema = z.strictObject({ search: searchParam, ...paging });
export type NewsletterListQuery = z.infer<typeof newsletterListQuerySchema>;
export const newsletterListResponseSchema = pageOf(newsletterSubscriberSchema);

// ---------------------------------------------------------------- notifications

/** `GET /api/admin/notifications?unread=true&page=&pageSize=`: newest first. */
export const notificationListQuerySchema = z.strictObject({ unread: booleanParam('unread'), ...paging });
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
export const notificationListResponseSchema = pageOf(notificationSchema).extend({ unreadCount: z.number().int() });
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;
export const readAllResponseSchema = z.object({ updated: z.number().int() });
export type ReadAllResponse = z.infer<typeof readAllResponseSchema>;

// ---------------------------------------------------------------- social links

/** `POST /api/admin/social-media-links` and `PUT /api/admin/social-media-links/{id}`. */
export const socialLinkPayloadSchema = z.strictObject({
  platform: z.string(TEXTS.platformRequired).trim().min(1, TEXTS.platformRequired).max(SOCIAL_LINK_LIMITS.platform, TEXTS.platformTooLong),
  url: z
    .string(TEXTS.urlRequired)
    .trim()
    .min(1, TEXTS.urlRequired)
    .max(SOCIAL_LINK_LIMITS.url, TEXTS.urlTooLong)
    .refine(isHttpsUrl, TEXTS.urlMustBeHttps),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type SocialLinkPayload = z.input<typeof socialLinkPayloadSchema>;
export const socialLinkListSchema = z.array(socialLinkSchema);

// ---------------------------------------------------------------- blog

const requiredText = (max: number, required: string, tooLong: string) => z.string(required).trim().min(1, required).max(max, tooLong);

/** `POST /api/admin/blog-posts` and `PUT /api/admin/blog-posts/{id}`; the slug comes from the title. */
export const blogPostPayloadSchema = z.strictObject({
  title: requiredText(BLOG_POST_LIMITS.title, TEXTS.blogTitleRequired, TEXTS.blogTitleTooLong),
  excerpt: requiredText(BLOG_POST_LIMITS.excerpt, TEXTS.blogExcerptRequired, TEXTS.blogExcerptTooLong),
  content: requiredText(BLOG_POST_LIMITS.content, TEXTS.blogContentRequired, TEXTS.blogContentTooLong),
  author: requiredText(BLOG_POST_LIMITS.author, TEXTS.blogAuthorRequired, TEXTS.blogAuthorTooLong).default(BLOG_DEFAULT_AUTHOR),
  category: z
    .string()
    .trim()
    .max(BLOG_POST_LIMITS.category, TEXTS.blogCategoryTooLong)
    .default('')
    .transform((category) => category || BLOG_DEFAULT_CATEGORY),
  tags: z
    .array(z.string().max(BLOG_POST_LIMITS.tag, TEXTS.blogTagTooLong))
    .max(BLOG_POST_LIMITS.tags * 4)
    .default([])
    .transform(uniqueTags)
    .refine((tags) => tags.length <= BLOG_POST_LIMITS.tags, TEXTS.blogTooManyTags),
  /** `/api/files/{id}` of an image uploaded with `?kind=image`, or null for none. */
  featuredImage: z.string().trim().max(200).nullable().default(null).transform((value) => value || null),
  published: z.boolean({ error: 'published must be true or false' }).default(false),
});
export type BlogPostPayload = z.input<typeof blogPostPayloadSchema>;

/** `PATCH /api/admin/blog-posts/{id}/publish`: publish or return to draft. */
export const blogPublishPayloadSchema = z.strictObject({ published: z.boolean({ error: 'published must be true or false' }) });
export type BlogPublishPayload = z.infer<typeof blogPublishPayloadSchema>;

/** `GET /api/admin/blog-posts?search=&status=all|published|draft&page=&pageSize=`: drafts too, newest first. */
export const adminBlogListQuerySchema = z.strictObject({ search: searchParam, status: choiceOrAllParam('status', BLOG_POST_STATES), ...paging });
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;
export const adminBlogListResponseSchema = pageOf(blogPostSummarySchema);
