import { userBulkPayloadSchema, type BulkResult } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { bulkChangeUsers } from '../user-service';

export const bulkUsersRoute = defineRoute('POST /api/admin/users/bulk', ADMIN_ACCESS, {
  description:
    'Approves (agents), suspends (signing each out at once) or activates up to 100 accounts ({action, ids}) in one transaction; answers each id as done, not_found or not_allowed; an admin cannot suspend themself (admin only).',
  payload: userBulkPayloadSchema,
  handler: (request): Promise<BulkResult> => bulkChangeUsers(requireUser(request), request.payload),
});
