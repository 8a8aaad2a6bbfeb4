import type { Plugin } from '@hapi/hapi';
import { SMS_VERIFICATION } from '@plotwise/contracts';
import { SlidingWindowLimiter } from '../../rate-limit/sliding-window-limiter';
import { statusRoute } from './routes/status';
import { subscribeRoute } from './routes/subscribe';
import { unsubscribeRoute } from './routes/unsubscribe';
import { verifyRoute } from './routes/verify';
import { SmsDispatcher } from './sms-dispatcher';

export { queueProjectAlerts, projectAlertText } from './project-alerts';
export { SmsDispatcher, type DispatchResult } from './sms-dispatcher';
export { FileSmsSender, LoggingSmsSender, defaultSmsSender, type OutgoingSms, type SmsSender } from './sms-sender';

/**
 * SMS alerts: the subscription calls of the header's popover (a texted code
 * proves the number; the token it earns shows and ends the subscription), and
 * the outbox dispatcher, which runs while the server is started (not in tests,
 * which only initialise the server and drive the dispatcher themselves).
 */
export const smsAlertsPlugin: Plugin<void> = {
  name: 'plotwise-sms-alerts',
  dependencies: ['plotwise-auth', 'plotwise-public-forms'],
  register(server) {
    server.route([subscribeRoute, verifyRoute, unsubscribeRoute, statusRoute]);

    const { codesPerNumber, codesWindowMinutes } = SMS_VERIFICATION;
    server.app.smsCodeLimiter = new SlidingWindowLimiter(
      { maxAttempts: codesPerNumber, windowMs: codesWindowMinutes * 60_000 },
      server.app.rateLimitStore,
      'sms-code',
    );

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
