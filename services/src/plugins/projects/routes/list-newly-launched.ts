import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listNewlyLaunchedProjects } from '../project-service';

export const listNewlyLaunchedProjectsRoute = defineRoute('GET /api/projects/newly-launched', PUBLIC_ACCESS, {
  description: 'Approved newly launched projects for the home carousel, newest first, at most 12.',
  handler: () => listNewlyLaunchedProjects(),
});
