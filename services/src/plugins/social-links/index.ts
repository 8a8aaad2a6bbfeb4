import type { Plugin } from '@hapi/hapi';
import { adminListSocialLinksRoute } from './routes/admin-list';
import { createSocialLinkRoute } from './routes/create';
import { deleteSocialLinkRoute } from './routes/delete';
import { listActiveSocialLinksRoute } from './routes/list-active';
import { updateSocialLinkRoute } from './routes/update';

/** The footer's social links, and the admins' management of them. */
export const socialLinksPlugin: Plugin<void> = {
  name: 'plotwise-social-links',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listActiveSocialLinksRoute, adminListSocialLinksRoute, createSocialLinkRoute, updateSocialLinkRoute, deleteSocialLinkRoute]);
  },
};
