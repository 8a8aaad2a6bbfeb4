import { compareQuerySchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { findPublicProjects } from '../project-service';

export const compareProjectsRoute = defineRoute('GET /api/projects/compare', PUBLIC_ACCESS, {
  description: 'Up to three approved projects by id (`?ids=12,40,7`), whole, in the order asked; missing or unapproved ones are left out.',
  query: compareQuerySchema,
  handler: (request) => findPublicProjects(request.query.ids),
});
