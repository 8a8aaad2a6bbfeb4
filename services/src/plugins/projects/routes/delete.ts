import { z } from 'zod';
import { HUB_DELETE_TEXTS, idParamsSchema, type MessageResponse } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { deleteProjectAsAdmin } from '../admin-project-service';

/** Older clients send `?adminId=`; who deletes is the session's admin, so the value is accepted and ignored. */
const deleteQuerySchema = z.strictObject({ adminId: z.string().max(20).optional() });

export const deleteProjectRoute = defineRoute('DELETE /api/projects/{id}', ADMIN_ACCESS, {
  description: 'Deletes a project (any approval status); wishlists drop it. `?adminId=` is ignored. 404 when missing.',
  params: idParamsSchema,
  query: deleteQuerySchema,
  handler: async (request): Promise<MessageResponse> => {
    await deleteProjectAsAdmin(request.params.id);
    return { message: HUB_DELETE_TEXTS.deleted };
  },
});
