import type { Plugin } from '@hapi/hapi';
import { statusRoute } from './routes/status';
import { subscribeRoute } from './routes/subscribe';
import { unsubscribeRoute } from './routes/unsubscribe';
import { SmsDispatcher } from './sms-dispatcher';
import { LoggingSmsSender, type SmsSender } from './sms-sender';

export { queueProjectAlerts, projectAlertText } from './project-alerts';
export { SmsDispatcher, type DispatchResult } from './sms-dispatcher';
export { LoggingSmsSender, type OutgoingSms, type SmsSender } from './sms-sender';

export interface SmsAlertsOptions {
  /** Replaces the logging sender (an SMS gateway). */
  sender?: SmsSender;
}

/**
 * SMS alerts: the subscription calls of the header's popover, and the outbox
 * dispatcher, which runs while the server is started (not in tests, which
 * only initialise the server and drive the dispatcher themselves).
 */
export const smsAlertsPlugin: Plugin<SmsAlertsOptions> = {
  name: 'plotwise-sms-alerts',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server, options) {
    server.route([subscribeRoute, unsubscribeRoute, statusRoute]);

    const log = server.logger;
    const dispatcher = new SmsDispatcher(server.app.knex, options.sender ?? new LoggingSmsSender(log), { log });
    server.app.smsDispatcher = dispatcher;
    server.ext('onPostStart', () => {
      dispatcher.start(server.app.config.smsDispatchIntervalMs);
    });
    server.ext('onPreStop', async () => {
      await dispatcher.stop();
    });
  },
};
