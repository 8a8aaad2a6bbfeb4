import { emptyObjectSchema } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listNewlyLaunchedProjects } from '../project-service';

export const listNewlyLaunchedProjectsRoute = defineRoute({
  method: 'GET',
  path: '/api/projects/newly-launched',
  options: {
    auth: PUBLIC_ACCESS,
    validate: { query: zodValidator(emptyObjectSchema) },
    description: 'Approved newly launched projects for the home carousel, newest first, at most 12.',
    handler: () => listNewlyLaunchedProjects(),
  },
});
