import { ADMIN_OPS_TEXTS, idParamsSchema, toggleUserStatusPayloadSchema, type AccountChangeResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { setUserActive } from '../user-service';

export const toggleUserStatusRoute = defineRoute('PATCH /api/admin/users/{id}/toggle-status', ADMIN_ACCESS, {
  description:
    'Suspends ({isActive: false}: every session of the account ends at once) or activates ({isActive: true}) an account; an admin cannot suspend themself (admin only).',
  params: idParamsSchema,
  payload: toggleUserStatusPayloadSchema,
  handler: async (request): Promise<AccountChangeResponse> => {
    const user = await setUserActive(requireUser(request), request.params.id, request.payload.isActive);
    return { user: presentAdminAccount(user), message: ADMIN_OPS_TEXTS.userStatusUpdated };
  },
});
