import { idParamsSchema } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute, noContent } from '../../define-route';
import { deleteSocialLink } from '../social-link-service';

export const deleteSocialLinkRoute = defineRoute('DELETE /api/admin/social-media-links/{id}', ADMIN_ACCESS, {
  description: 'Deletes a social link; 204 (admin only).',
  params: idParamsSchema,
  handler: (request, h) => noContent(h, deleteSocialLink(request.params.id)),
});
