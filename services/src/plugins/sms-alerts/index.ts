import type { Plugin } from '@hapi/hapi';
import { statusRoute } from './routes/status';
import { subscribeRoute } from './routes/subscribe';
import { unsubscribeRoute } from './routes/unsubscribe';
import { SmsDispatcher } from './sms-dispatcher';
import { LoggingSmsSender } from './sms-sender';

export { queueProjectAlerts, projectAlertText } from './project-alerts';
export { SmsDispatcher, type DispatchResult } from './sms-dispatcher';
export { LoggingSmsSender, type OutgoingSms, type SmsSender } from './sms-sender';

/**
 * SMS alerts: the subscription calls of the header's popover, and the outbox
 * dispatcher, which runs while the server is started (not in tests, which
 * only initialise the server and drive the dispatcher themselves).
 */
export const smsAlertsPlugin: Plugin<void> = {
  name: 'plotwise-sms-alerts',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server) {
    server.route([subscribeRoute, unsubscribeRoute, statusRoute]);

    const log = server.logger;
    // An SMS gateway's sender (an SmsSender) takes the logging sender's place here.
    const dispatcher = new SmsDispatcher(server.app.knex, new LoggingSmsSender(log), { log });
    server.app.smsDispatcher = dispatcher;
    server.ext('onPostStart', () => {
      dispatcher.start(server.app.config.smsDispatchIntervalMs);
    });
    server.ext('onPreStop', async () => {
      await dispatcher.stop();
    });
  },
};
