import { z } from 'zod';
import { HUB_DELETE_TEXTS, idParamsSchema, type IdParams, type MessageResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { deleteProjectAsAdmin } from '../admin-project-service';

/** The spec's client sends `?adminId=`; who deletes is the session's admin, so the value is accepted and ignored. */
const deleteQuerySchema = z.strictObject({ adminId: z.string().max(20).optional() });

export const deleteProjectRoute = defineRoute<{ Params: IdParams }>({
  method: 'DELETE',
  path: '/api/projects/{id}',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Deletes a project (any approval status); wishlists drop it. `?adminId=` is ignored. 404 when missing.',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(deleteQuerySchema) },
    handler: async (request): Promise<MessageResponse> => {
      await deleteProjectAsAdmin(request.params.id);
      return { message: HUB_DELETE_TEXTS.deleted };
    },
  },
});
