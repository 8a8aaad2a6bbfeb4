import type { Plugin } from '@hapi/hapi';
import { getProjectRoute } from './routes/get';
import { listProjectsRoute } from './routes/list';
import { listFeaturedProjectsRoute } from './routes/list-featured';
import { listNewlyLaunchedProjectsRoute } from './routes/list-newly-launched';

export const projectsPlugin: Plugin<void> = {
  name: 'plotwise-projects',
  register(server) {
    server.route([listProjectsRoute, listFeaturedProjectsRoute, listNewlyLaunchedProjectsRoute, getProjectRoute]);
  },
};
