import { projectListQuerySchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listPublicProjects } from '../project-service';

export const listProjectsRoute = defineRoute('GET /api/projects', PUBLIC_ACCESS, {
  description: 'Approved projects: `{ items, total, page, pageSize }`, filtered and sorted.',
  query: projectListQuerySchema,
  handler: (request) => listPublicProjects(request.query),
});
