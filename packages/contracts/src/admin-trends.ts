import { z } from 'zod';
import { APPROVAL_AGE_BUCKETS, type ApprovalAgeBucket } from './admin-trends-constants';

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
