import { adminProjectListQuerySchema, type AdminProjectListQuery } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listAdminProjects } from '../admin-project-service';

export const listAdminProjectsRoute = defineRoute<{ Query: AdminProjectListQuery }>({
  method: 'GET',
  path: '/api/admin/projects',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'The hub list: every project whatever its approval status; search (title, city, state), status, projectType, approvalStatus; sortBy createdAt|title|startingPrice with sortOrder; `{ items, total, page, pageSize, overallTotal }`.',
    validate: { query: zodValidator(adminProjectListQuerySchema) },
    handler: (request) => listAdminProjects(request.query),
  },
});
