import { approvalListQuerySchema, type ApprovalListResponse } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listApprovals } from '../approval-service';

export const listApprovalsRoute = defineRoute('GET /api/admin/approvals', ADMIN_ACCESS, {
  description:
    'The approvals queue: agents awaiting approval and pending projects (?type=all|agent|project), longest waiting first, paged, with counts (admin only).',
  query: approvalListQuerySchema,
  handler: (request): Promise<ApprovalListResponse> => listApprovals(request.query),
});
