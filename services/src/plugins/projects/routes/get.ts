import Boom from '@hapi/boom';
import { CATALOG_TEXTS, emptyObjectSchema, idParamsSchema, type IdParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { findPublicProject } from '../project-service';

export const getProjectRoute = defineRoute<{ Params: IdParams }>({
  method: 'GET',
  path: '/api/projects/{id}',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'One approved project; 404 when it is missing or not approved.',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema) },
    handler: async (request) => {
      const project = await findPublicProject(request.params.id);
      // The detail screen's own wording.
      if (!project) throw Boom.notFound(CATALOG_TEXTS.projectNotFound);
      return project;
    },
  },
});
