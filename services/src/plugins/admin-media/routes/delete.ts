import { z } from 'zod';
import { MEDIA_TEXTS, mediaDeleteParamsSchema, mediaDeleteQuerySchema, type MediaDeleteParams, type ProjectImagesResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { removeListingImage } from '../../projects/admin-project-service';

export const deleteMediaRoute = defineRoute<{ Params: MediaDeleteParams; Query: z.output<typeof mediaDeleteQuerySchema> }>({
  method: 'DELETE',
  path: '/api/admin/media/{category}/{id}',
  options: {
    auth: ADMIN_ACCESS,
    description:
      "Removes the image `?url=` from a project's or property's images (when it was the default, the first remaining one becomes default). City banners are only replaced: 400.",
    validate: { params: zodValidator(mediaDeleteParamsSchema), query: zodValidator(mediaDeleteQuerySchema) },
    handler: async (request): Promise<ProjectImagesResponse> => {
      const result = await removeListingImage(requireUser(request), request.params.id, request.params.category, request.query.url);
      return { ...result, message: MEDIA_TEXTS.deletedDescription };
    },
  },
});
