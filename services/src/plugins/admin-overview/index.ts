import type { Plugin } from '@hapi/hapi';
import { getAdminOverviewRoute } from './routes/get';
import { getAdminTrendsRoute } from './routes/get-trends';

/** The admin dashboard's live counts and its charts' trends. */
export const adminOverviewPlugin: Plugin<void> = {
  name: 'plotwise-admin-overview',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([getAdminOverviewRoute, getAdminTrendsRoute]);
  },
};
