import { idParamsSchema } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { deleteSocialLink } from '../social-link-service';

export const deleteSocialLinkRoute = defineRoute('DELETE /api/admin/social-media-links/{id}', ADMIN_ACCESS, {
  description: 'Deletes a social link; 204 (admin only).',
  params: idParamsSchema,
  handler: async (request, h) => {
    await deleteSocialLink(request.params.id);
    return h.response().code(204);
  },
});
