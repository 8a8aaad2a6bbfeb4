import { mediaListQuerySchema, type MediaListQuery } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listMedia } from '../media-service';

export const listMediaRoute = defineRoute<{ Query: MediaListQuery }>({
  method: 'GET',
  path: '/api/admin/media',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'Every picture of the site, paged: ?category=all|project|property|city (property = owner-submitted plots). Cities first, then the newest listings\' images. `{ items, total, page, pageSize }`.',
    validate: { query: zodValidator(mediaListQuerySchema) },
    handler: (request) => listMedia(request.query),
  },
});
