import { z } from 'zod';
import { countsOf } from '../common/schemas';
import { APPROVAL_STATUSES } from '../projects/constants';
import { agentCountsSchema, approvalCountsSchema } from './account-schemas';
import { APPROVAL_AGE_BUCKETS, type ApprovalAgeBucket } from './constants';

/**
 * The admin portal's dashboard: its counts and trends under `/api/admin/overview`.
 * People and approvals are in account-schemas.ts, leads and notifications in
 * lead-schemas.ts, bulk actions in bulk-schemas.ts.
 * (The hub's projects are in projects/admin-schemas.ts, media in
 * media/schemas.ts, blog posts and social links in content/schemas.ts.)
 */

// ---------------------------------------------------------------- overview

/** `GET /api/admin/overview`: the dashboard cards' live counts, in one call. */
export const adminOverviewSchema = z.object({
  pendingApprovals: approvalCountsSchema,
  /** Leads nobody has started on yet, across every kind. */
  newInquiries: z.number().int(),
  unreadNotifications: z.number().int(),
  users: countsOf(['total', 'users', 'agents', 'suspended']),
  agents: agentCountsSchema,
  projects: countsOf([...APPROVAL_STATUSES, 'total']),
  newsletterSubscribers: z.number().int(),
  socialLinks: countsOf(['active', 'total']),
  blogPosts: countsOf(['published', 'drafts']),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

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
