import { CATALOG_TEXTS, idParamsSchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { foundOr404 } from '../../found-or-404';
import { findPublicProject } from '../project-service';

export const getProjectRoute = defineRoute('GET /api/projects/{id}', PUBLIC_ACCESS, {
  description: 'One approved project; 404 when it is missing or not approved.',
  params: idParamsSchema,
  // The detail screen's own wording.
  handler: async (request) => foundOr404(await findPublicProject(request.params.id), CATALOG_TEXTS.projectNotFound),
});
