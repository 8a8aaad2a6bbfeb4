import type { Plugin } from '@hapi/hapi';
import { listMessagesRoute } from './routes/admin-list';
import { retryMessageRoute } from './routes/admin-retry';

/**
 * The message queue's life with the server's: pg-boss's tables and queues are
 * made ready before the server takes requests (tests only initialise the
 * server, and drain the queue themselves); the worker runs while the server
 * is started, when MESSAGE_WORKER_POLL_SECONDS is above 0. Admins see failed
 * messages and send them again at /api/admin/messages.
 */
export const messagesPlugin: Plugin<void> = {
  name: 'plotwise-messages',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listMessagesRoute, retryMessageRoute]);
    const { messages } = server.app;
    server.ext('onPreStart', () => messages.start());
    server.ext('onPostStart', () => messages.work());
    server.ext('onPreStop', () => messages.stop());
  },
};
