import type { Plugin } from '@hapi/hapi';
import { listPropertiesRoute } from './routes/list';
import { listFeaturedPropertiesRoute } from './routes/list-featured';

export const propertiesPlugin: Plugin<void> = {
  name: 'plotwise-properties',
  register(server) {
    server.route([listPropertiesRoute, listFeaturedPropertiesRoute]);
  },
};
