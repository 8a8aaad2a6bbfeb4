import type { Plugin } from '@hapi/hapi';
import { getAdminOverviewRoute } from './routes/get';

/** The admin dashboard's live counts. */
export const adminOverviewPlugin: Plugin<void> = {
  name: 'plotwise-admin-overview',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([getAdminOverviewRoute]);
  },
};
