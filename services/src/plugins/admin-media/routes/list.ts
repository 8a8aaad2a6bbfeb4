import { mediaListQuerySchema } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listMedia } from '../media-service';

export const listMediaRoute = defineRoute('GET /api/admin/media', ADMIN_ACCESS, {
  description:
    'Every picture of the site, paged: ?category=all|project|property|city (property = owner-submitted plots). Cities first, then the newest listings\' images. `{ items, total, page, pageSize }`.',
  query: mediaListQuerySchema,
  handler: (request) => listMedia(request.query),
});
