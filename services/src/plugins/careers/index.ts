import type { Plugin } from '@hapi/hapi';
import { applyRoute } from './routes/apply';
import { listJobsRoute } from './routes/list-jobs';

/** Job openings and applications. */
export const careersPlugin: Plugin<void> = {
  name: 'plotwise-careers',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server) {
    server.route([listJobsRoute, applyRoute]);
  },
};
