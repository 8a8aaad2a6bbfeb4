import type { Plugin } from '@hapi/hapi';
import { listNotificationsRoute } from './routes/list';
import { markNotificationReadRoute } from './routes/mark-read';
import { readAllNotificationsRoute } from './routes/read-all';

export { recordNotification } from './notification-service';

/** The admins' inbox. Events record notifications through recordNotification; admins read them here. */
export const notificationsPlugin: Plugin<void> = {
  name: 'plotwise-notifications',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listNotificationsRoute, markNotificationReadRoute, readAllNotificationsRoute]);
  },
};
