import Boom from '@hapi/boom';
import { CATALOG_TEXTS, idParamsSchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { findPublicProject } from '../project-service';

export const getProjectRoute = defineRoute('GET /api/projects/{id}', PUBLIC_ACCESS, {
  description: 'One approved project; 404 when it is missing or not approved.',
  params: idParamsSchema,
  handler: async (request) => {
    const project = await findPublicProject(request.params.id);
    // The detail screen's own wording.
    if (!project) throw Boom.notFound(CATALOG_TEXTS.projectNotFound);
    return project;
  },
});
