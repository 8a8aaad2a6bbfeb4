import type { Plugin } from '@hapi/hapi';
import { getHealthRoute } from './routes/get-health';

export const healthPlugin: Plugin<void> = {
  name: 'plotwise-health',
  register(server) {
    server.route(getHealthRoute);
  },
};
