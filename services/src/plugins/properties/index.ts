import type { Plugin } from '@hapi/hapi';
import { listPropertiesRoute } from './routes/list';
import { listFeaturedPropertiesRoute } from './routes/list-featured';
import { updatePropertyImagesRoute } from '../projects/routes/images';

export const propertiesPlugin: Plugin<void> = {
  name: 'plotwise-properties',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listPropertiesRoute, listFeaturedPropertiesRoute, updatePropertyImagesRoute]);
  },
};
