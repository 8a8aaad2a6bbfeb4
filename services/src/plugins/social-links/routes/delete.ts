import { emptyObjectSchema, idParamsSchema, type IdParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { deleteSocialLink } from '../social-link-service';

export const deleteSocialLinkRoute = defineRoute<{ Params: IdParams }>({
  method: 'DELETE',
  path: '/api/admin/social-media-links/{id}',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Deletes a social link; 204 (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema) },
    handler: async (request, h) => {
      await deleteSocialLink(request.params.id);
      return h.response().code(204);
    },
  },
});
