import { z } from 'zod';
import { ACCOUNT_STATUSES, USER_ROLES } from '../accounts/constants';
import { adminAccountSchema } from '../accounts/schemas';
import { SORT_ORDERS } from '../common/constants';
import { choiceOrAllParam, choiceParam } from '../common/query-params';
import { countsOf, pageOf } from '../common/schemas';
import { projectSchema } from '../projects/schemas';
import { PROJECT_SUBMISSION_SOURCES } from '../submissions/constants';
import { plotSubmissionSchema } from '../submissions/schemas';
import { ADMIN_USER_SORT_FIELDS, AGENT_FILTERS, APPROVAL_ITEM_TYPES, REJECTION_REASON_MAX } from './constants';
import { paging, searchParam } from './query-parts';
import { ADMIN_OPS_TEXTS as TEXTS } from './texts';

/** The admin portal's people and approvals: their queries, payloads and answers under `/api/admin/...`. */

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

export const agentCountsSchema = countsOf(['pending', 'approved', 'total']);
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

export const approvalCountsSchema = countsOf(['agents', 'projects', 'total']);
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
