import Boom from '@hapi/boom';
import { idParamsSchema, type IdParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { findPublicProject } from '../project-service';

/** The detail screen's own wording (spec 000 section 8). */
export const PROJECT_NOT_FOUND = 'Project Not Found';

export const getProjectRoute = defineRoute<{ Params: IdParams }>({
  method: 'GET',
  path: '/api/projects/{id}',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'One approved project; 404 when it is missing or not approved.',
    validate: { params: zodValidator(idParamsSchema) },
    handler: async (request) => {
      const project = await findPublicProject(request.params.id);
      if (!project) throw Boom.notFound(PROJECT_NOT_FOUND);
      return project;
    },
  },
});
