import type { Plugin } from '@hapi/hapi';
import { changePasswordRoute } from './routes/change-password';
import { updateProfileRoute } from './routes/update-profile';

/** The signed-in person's own account: /settings. */
export const accountPlugin: Plugin<void> = {
  name: 'plotwise-account',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([updateProfileRoute, changePasswordRoute]);
  },
};
