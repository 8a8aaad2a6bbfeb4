import type { Plugin } from '@hapi/hapi';
import { bulkUploadProjectsRoute } from './routes/bulk-upload';
import { deleteProjectRoute } from './routes/delete';
import { getAdminProjectRoute } from './routes/get';
import { updateProjectImagesRoute } from './routes/images';
import { listAdminProjectsRoute } from './routes/list';
import { updateProjectRoute } from './routes/update';

/**
 * The Project Management Hub's API (admins only; the admin branch of
 * `POST /api/projects` lives with the agent branch in agent-projects).
 */
export const adminProjectsPlugin: Plugin<void> = {
  name: 'plotwise-admin-projects',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([
      listAdminProjectsRoute,
      getAdminProjectRoute,
      updateProjectRoute,
      deleteProjectRoute,
      updateProjectImagesRoute,
      bulkUploadProjectsRoute,
    ]);
  },
};
