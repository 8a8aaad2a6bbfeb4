import { approvalListQuerySchema, type ApprovalListQuery, type ApprovalListResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listApprovals } from '../approval-service';

export const listApprovalsRoute = defineRoute<{ Query: ApprovalListQuery }>({
  method: 'GET',
  path: '/api/admin/approvals',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'The approvals queue: agents awaiting approval and pending projects (?type=all|agent|project), longest waiting first, paged, with counts (admin only).',
    validate: { query: zodValidator(approvalListQuerySchema) },
    handler: (request): Promise<ApprovalListResponse> => listApprovals(request.query),
  },
});
