import { adminProjectListQuerySchema } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listAdminProjects } from '../admin-project-service';

export const listAdminProjectsRoute = defineRoute('GET /api/admin/projects', ADMIN_ACCESS, {
  description:
    'The hub list: every project whatever its approval status; search (title, city, state), status, projectType, approvalStatus; sortBy createdAt|title|startingPrice with sortOrder; `{ items, total, page, pageSize, overallTotal }`.',
  query: adminProjectListQuerySchema,
  handler: (request) => listAdminProjects(request.query),
});
