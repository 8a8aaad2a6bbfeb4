import { emptyObjectSchema, userBulkPayloadSchema, type BulkResult, type UserBulkRequest } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { bulkChangeUsers } from '../user-service';

export const bulkUsersRoute = defineRoute<{ Payload: UserBulkRequest }>({
  method: 'POST',
  path: '/api/admin/users/bulk',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'Approves (agents), suspends (signing each out at once) or activates up to 100 accounts ({action, ids}) in one transaction; answers each id as done, not_found or not_allowed; an admin cannot suspend themself (admin only).',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(userBulkPayloadSchema) },
    handler: (request): Promise<BulkResult> => bulkChangeUsers(requireUser(request), request.payload),
  },
});
