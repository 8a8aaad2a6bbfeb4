import type { Plugin } from '@hapi/hapi';
import { updatePropertyImagesRoute } from '../admin-projects/routes/images';
import { deleteMediaRoute } from './routes/delete';
import { listMediaRoute } from './routes/list';
import { updateCityImageRoute } from './routes/update-city-image';

/** Admin media: every picture in one grid, city banners edited for real, property images through the property API. */
export const adminMediaPlugin: Plugin<void> = {
  name: 'plotwise-admin-media',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listMediaRoute, updateCityImageRoute, deleteMediaRoute, updatePropertyImagesRoute]);
  },
};
