import {
  ADMIN_OPS_TEXTS,
  emptyObjectSchema,
  idParamsSchema,
  toggleUserStatusPayloadSchema,
  type AccountChangeResponse,
  type IdParams,
  type ToggleUserStatusPayload,
} from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { setUserActive } from '../user-service';

export const toggleUserStatusRoute = defineRoute<{ Params: IdParams; Payload: ToggleUserStatusPayload }>({
  method: 'PATCH',
  path: '/api/admin/users/{id}/toggle-status',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'Suspends ({isActive: false}: every session of the account ends at once) or activates ({isActive: true}) an account; an admin cannot suspend themself (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(toggleUserStatusPayloadSchema) },
    handler: async (request): Promise<AccountChangeResponse> => {
      const user = await setUserActive(requireUser(request), request.params.id, request.payload.isActive);
      return { user: presentAdminAccount(user), message: ADMIN_OPS_TEXTS.userStatusUpdated };
    },
  },
});
