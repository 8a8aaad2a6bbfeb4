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

export { recordNotification } from './notification-service';
export { queueProjectAlerts, projectAlertText } from './project-alerts';
export { FileSmsSender, LoggingSmsSender, defaultSmsSender, type OutgoingSms, type SmsSender } from './sms-sender';

/**
 * Notifications, split by who they are for:
 * - visitors' SMS alerts (`/api/notifications/*`): the header popover's
 *   subscription calls (a texted code proves the number; the token it earns
 *   shows and ends the subscription); codes and the alerts approvals queue
 *   leave through the message queue (services/src/messaging);
 * - the admins' inbox (`/api/admin/notifications`): events record into it
 *   through recordNotification, admins read it here.
 */
export const notificationsPlugin: Plugin<void> = {
  name: 'plotwise-notifications',
  dependencies: ['plotwise-auth', 'plotwise-public-forms', 'plotwise-messages'],
  register(server) {
    server.route([subscribeRoute, verifyRoute, unsubscribeRoute, statusRoute]);
    server.route([listNotificationsRoute, markNotificationReadRoute, readAllNotificationsRoute]);

    const { codesPerAsker, codesPerNumber, codesWindowMinutes } = SMS_VERIFICATION;
    const perAsker = perMinutes(codesPerAsker, codesWindowMinutes);
    server.app.smsCodeLimits = new RecipientLimits(perAsker, perMinutes(codesPerNumber, codesWindowMinutes), server.app.rateLimitStore, 'sms-code');
  },
};
