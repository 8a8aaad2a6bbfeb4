import { projectBulkPayloadSchema, type BulkResult } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { bulkChangeProjects } from '../bulk-project-service';

export const bulkProjectsRoute = defineRoute('POST /api/admin/projects/bulk', ADMIN_ACCESS, {
  description:
    'Approves, rejects (one optional {reason} for all) or deletes up to 100 projects ({action, ids}) in one transaction; answers each id as done, not_found or not_allowed, with the SMS alerts newly approved projects queued (admin only).',
  payload: projectBulkPayloadSchema,
  handler: (request): Promise<BulkResult> => bulkChangeProjects(requireUser(request), request.payload),
});
