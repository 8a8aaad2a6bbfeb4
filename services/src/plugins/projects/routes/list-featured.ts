import { emptyObjectSchema } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listFeaturedProjects } from '../project-service';

export const listFeaturedProjectsRoute = defineRoute({
  method: 'GET',
  path: '/api/projects/featured',
  options: {
    auth: PUBLIC_ACCESS,
    validate: { query: zodValidator(emptyObjectSchema) },
    description: 'Approved featured projects for the home carousel, newest first, at most 12.',
    handler: () => listFeaturedProjects(),
  },
});
