import type { Plugin } from '@hapi/hapi';
import { listNewsletterSubscribersRoute } from './routes/list-subscribers';
import { subscribeNewsletterRoute } from './routes/subscribe';

export const newsletterPlugin: Plugin<void> = {
  name: 'plotwise-newsletter',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server) {
    server.route([subscribeNewsletterRoute, listNewsletterSubscribersRoute]);
  },
};
