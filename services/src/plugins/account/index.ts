import type { Plugin } from '@hapi/hapi';
import { SlidingWindowLimiter } from '../../rate-limit/sliding-window-limiter';
import { changePasswordRoute } from './routes/change-password';
import { listAccountInquiriesRoute } from './routes/list-inquiries';
import { updateProfileRoute } from './routes/update-profile';

/** The signed-in person's own account: /settings, and the inquiries they sent (/dashboard). */
export const accountPlugin: Plugin<void> = {
  name: 'plotwise-account',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.app.passwordChangeLimiter = new SlidingWindowLimiter(server.app.config.loginRateLimit, server.app.rateLimitStore, 'password-change');
    server.route([updateProfileRoute, changePasswordRoute, listAccountInquiriesRoute]);
  },
};
