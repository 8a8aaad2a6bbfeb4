import type { Plugin } from '@hapi/hapi';
import { SlidingWindowLimiter } from '../../rate-limit/sliding-window-limiter';
import { pluginSettings, type SettingsOf } from '../../plugin-settings';
import { changePasswordRoute } from './routes/change-password';
import { listAccountInquiriesRoute } from './routes/list-inquiries';
import { updateProfileRoute } from './routes/update-profile';

/** Wrong current passwords are allowed as many as wrong sign-in passwords. */
export const accountSettings = pluginSettings('loginRateLimit');

/** The signed-in person's own account: /settings, and the inquiries they sent (/dashboard). */
export const accountPlugin: Plugin<SettingsOf<typeof accountSettings>> = {
  name: 'plotwise-account',
  dependencies: ['plotwise-auth'],
  register(server, { loginRateLimit }) {
    server.app.passwordChangeLimiter = new SlidingWindowLimiter(loginRateLimit, server.app.rateLimitStore, 'password-change');
    server.route([updateProfileRoute, changePasswordRoute, listAccountInquiriesRoute]);
  },
};
