import type { Plugin } from '@hapi/hapi';
import { deleteMediaRoute } from './routes/delete';
import { listMediaRoute } from './routes/list';
import { updateCityImageRoute } from './routes/update-city-image';

/** Admin media: every picture in one grid, and city banners edited for real (project and property pictures change through their own APIs). */
export const adminMediaPlugin: Plugin<void> = {
  name: 'plotwise-admin-media',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listMediaRoute, updateCityImageRoute, deleteMediaRoute]);
  },
};
