import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listFeaturedProjects } from '../project-service';

export const listFeaturedProjectsRoute = defineRoute('GET /api/projects/featured', PUBLIC_ACCESS, {
  description: 'Approved featured projects for the home carousel, newest first, at most 12.',
  handler: () => listFeaturedProjects(),
});
