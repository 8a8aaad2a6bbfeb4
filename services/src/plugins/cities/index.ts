import type { Plugin } from '@hapi/hapi';
import { getCityRoute } from './routes/get';
import { listCitiesRoute } from './routes/list';

export const citiesPlugin: Plugin<void> = {
  name: 'plotwise-cities',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listCitiesRoute, getCityRoute]);
  },
};
