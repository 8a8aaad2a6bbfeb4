import { projectListQuerySchema, type ProjectListQuery } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listPublicProjects } from '../project-service';

export const listProjectsRoute = defineRoute<{ Query: ProjectListQuery }>({
  method: 'GET',
  path: '/api/projects',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'Approved projects: `{ items, total, page, pageSize }`, filtered and sorted.',
    validate: { query: zodValidator(projectListQuerySchema) },
    handler: (request) => listPublicProjects(request.query),
  },
});
