import { z } from 'zod';
import { SORT_ORDERS } from '../common/constants';
import { booleanParam, choiceOrAllParam, choiceParam } from '../common/query-params';
import { countsOf, pageOf, recordIdSchema } from '../common/schemas';
import { INQUIRY_STATUSES, LEAD_KINDS, LEAD_RECORDS } from '../leads/constants';
import { inquirySchema } from '../leads/inquiry-schemas';
import { LEAD_SORT_FIELDS, NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from './constants';
import { paging, searchParam } from './query-parts';

/** The admin portal's leads of every kind, newsletter sign-ups and notifications. */

// ---------------------------------------------------------------- inquiries (every lead kind)

/** A lead of any kind, read as an inquiry is; admins confirm, propose or cancel its visit. */
export const leadSchema = inquirySchema.extend({
  record: z.enum(LEAD_RECORDS),
  kind: z.enum(LEAD_KINDS),
  email: z.string().nullable(),
  /** The agent an inquiry is routed to (their agency, or name), if any. */
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  /** A job application's position and resume link. */
  position: z.string().nullable(),
  resumeUrl: z.string().nullable(),
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

export const leadStatusCountsSchema = countsOf(INQUIRY_STATUSES);
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
