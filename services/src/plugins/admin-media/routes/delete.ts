import { MEDIA_TEXTS, mediaDeleteParamsSchema, mediaDeleteQuerySchema, type ProjectImagesResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { removeListingImage } from '../../projects/admin-project-service';

export const deleteMediaRoute = defineRoute('DELETE /api/admin/media/{category}/{id}', ADMIN_ACCESS, {
  description:
    "Removes the image `?url=` from a project's or property's images (when it was the default, the first remaining one becomes default). City banners are only replaced: 400.",
  params: mediaDeleteParamsSchema,
  query: mediaDeleteQuerySchema,
  handler: async (request): Promise<ProjectImagesResponse> => {
    const result = await removeListingImage(requireUser(request), request.params.id, request.params.category, request.query.url);
    return { ...result, message: MEDIA_TEXTS.deletedDescription };
  },
});
