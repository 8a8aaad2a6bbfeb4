import type { Plugin, ResponseObject } from '@hapi/hapi';
import { markCatalogueChanged } from '../../db/catalogue-index';
import { setSearchCacheTime } from '../../db/search-results';
import { SlidingWindowLimiter } from '../../rate-limit/sliding-window-limiter';
import { getAdminProjectRoute } from './routes/admin-get';
import { editAgentProjectRoute } from './routes/agent-edit';
import { withdrawAgentProjectRoute } from './routes/agent-withdraw';
import { listAdminProjectsRoute } from './routes/admin-list';
import { bulkProjectsRoute } from './routes/admin-bulk';
import { bulkUploadProjectsRoute } from './routes/bulk-upload';
import { previewBulkUploadRoute } from './routes/bulk-upload-preview';
import { compareProjectsRoute } from './routes/compare';
import { createProjectRoute } from './routes/create';
import { deleteProjectRoute } from './routes/delete';
import { getProjectRoute } from './routes/get';
import { updateProjectImagesRoute } from './routes/images';
import { listProjectsRoute } from './routes/list';
import { listProjectMarkersRoute } from './routes/list-map';
import { getMapSettingsRoute } from './routes/map-settings';
import { listAgentProjectsRoute } from './routes/list-by-agent';
import { listFeaturedProjectsRoute } from './routes/list-featured';
import { listNewlyLaunchedProjectsRoute } from './routes/list-newly-launched';
import { updateProjectRoute } from './routes/update';
import type { SettingsOf } from '../../plugin-settings';
import type { projectsSettings } from './settings';

/**
 * Projects, for every caller: the public catalogue (project-service), agents
 * submitting and following their own (agent-project-service), and the admin
 * hub and CSV import (admin-project-service, csv-import).
 */
export const projectsPlugin: Plugin<SettingsOf<typeof projectsSettings>> = {
  name: 'plotwise-projects',
  dependencies: ['plotwise-auth'],
  register(server, { searchCacheMs, submissionRateLimit }) {
    setSearchCacheTime(server.app.knex, searchCacheMs);
    server.app.submissionLimiter = new SlidingWindowLimiter(submissionRateLimit, server.app.rateLimitStore, 'agent-submission');
    // Any change to a project (create, edit, approve, reject, delete, import) may change what search knows; a CSV preview changes nothing.
    server.events.on('response', (request) => {
      const writes = request.method !== 'get' && request.method !== 'head' && request.path !== previewBulkUploadRoute.path;
      const changed = writes && ((request.response as ResponseObject | null)?.statusCode ?? 500) < 400;
      if (changed && /^\/api\/(admin\/|agent\/)?projects(\/|$)/.test(request.path)) markCatalogueChanged(server.app.knex);
    });
    server.route([
      // Visitors
      listProjectsRoute,
      listProjectMarkersRoute,
      getMapSettingsRoute,
      listFeaturedProjectsRoute,
      listNewlyLaunchedProjectsRoute,
      compareProjectsRoute,
      getProjectRoute,
      // Agents (and the admin branch of POST /api/projects)
      createProjectRoute,
      listAgentProjectsRoute,
      editAgentProjectRoute,
      withdrawAgentProjectRoute,
      // Administrators
      listAdminProjectsRoute,
      getAdminProjectRoute,
      updateProjectRoute,
      deleteProjectRoute,
      updateProjectImagesRoute,
      bulkUploadProjectsRoute,
      previewBulkUploadRoute,
      bulkProjectsRoute,
    ]);
  },
};
