import type { Plugin } from '@hapi/hapi';
import { listActiveSocialLinksRoute } from './routes/list-active';

export const socialLinksPlugin: Plugin<void> = {
  name: 'plotwise-social-links',
  register(server) {
    server.route(listActiveSocialLinksRoute);
  },
};
