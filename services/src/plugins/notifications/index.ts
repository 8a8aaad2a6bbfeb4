import type { Plugin } from '@hapi/hapi';
import { SMS_VERIFICATION } from '@plotwise/contracts';
import { RecipientLimits } from '../../rate-limit/recipient-limits';
import { perMinutes } from '../../rate-limit/sliding-window-limiter';
import { listNotificationsRoute } from './routes/admin-list';
import { markNotificationReadRoute } from './routes/admin-mark-read';
import { readAllNotificationsRoute } from './routes/admin-read-all';
import { statusRoute } from './routes/status';
import { subscribeRoute } from './routes/subscribe';
import { unsubscribeRoute } from './routes/unsubscribe';
import { verifyRoute } from './routes/verify';
import { SmsDispatcher } from './sms-dispatcher';

export { recordNotification } from './notification-service';
export { queueProjectAlerts, projectAlertText } from './project-alerts';
export { SmsDispatcher, type DispatchResult } from './sms-dispatcher';
export { FileSmsSender, LoggingSmsSender, defaultSmsSender, type OutgoingSms, type SmsSender } from './sms-sender';

/**
 * Notifications, split by who they are for:
 * - visitors' SMS alerts (`/api/notifications/*`): the header popover's
 *   subscription calls (a texted code proves the number; the token it earns
 *   shows and ends the subscription), and the outbox dispatcher that texts the
 *   alerts approvals queue. The dispatcher runs while the server is started
 *   (not in tests, which only initialise the server and drive it themselves);
 * - the admins' inbox (`/api/admin/notifications`): events record into it
 *   through recordNotification, admins read it here.
 */
export const notificationsPlugin: Plugin<void> = {
  name: 'plotwise-notifications',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server) {
    server.route([subscribeRoute, verifyRoute, unsubscribeRoute, statusRoute]);
    server.route([listNotificationsRoute, markNotificationReadRoute, readAllNotificationsRoute]);

    const { codesPerAsker, codesPerNumber, codesWindowMinutes } = SMS_VERIFICATION;
    const perAsker = perMinutes(codesPerAsker, codesWindowMinutes);
    server.app.smsCodeLimits = new RecipientLimits(perAsker, perMinutes(codesPerNumber, codesWindowMinutes), server.app.rateLimitStore, 'sms-code');

    const log = server.logger;
    const dispatcher = new SmsDispatcher(server.app.knex, server.app.smsSender, { log });
    server.app.smsDispatcher = dispatcher;
    server.ext('onPostStart', () => {
      dispatcher.start(server.app.config.smsDispatchIntervalMs);
    });
    server.ext('onPreStop', async () => {
      await dispatcher.stop();
    });
  },
};
