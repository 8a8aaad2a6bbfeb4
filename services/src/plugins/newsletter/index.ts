import type { Plugin } from '@hapi/hapi';
import { createIssueRoute, listIssuesRoute, sendIssueRoute, testIssueRoute, updateIssueRoute } from './routes/issues';
import { newsletterLinkRoutes } from './routes/links';
import { listNewsletterSubscribersRoute } from './routes/list-subscribers';
import { reconfirmRoute, reconfirmStatusRoute } from './routes/reconfirm';
import { subscribeNewsletterRoute } from './routes/subscribe';

export const newsletterPlugin: Plugin<void> = {
  name: 'plotwise-newsletter',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server) {
    server.route([subscribeNewsletterRoute, listNewsletterSubscribersRoute]);
    server.route(newsletterLinkRoutes);
    server.route([listIssuesRoute, createIssueRoute, updateIssueRoute, testIssueRoute, sendIssueRoute]);
    server.route([reconfirmStatusRoute, reconfirmRoute]);
  },
};
