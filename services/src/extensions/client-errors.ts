import type { Plugin } from '@hapi/hapi';
import type { Logger } from 'pino';

/** How often a summary of client connection errors may be logged. */
export const CLIENT_ERROR_SUMMARY_MS = 60_000;

/**
 * A client that drops its connection mid-request, or sends bytes that are not
 * HTTP, is the client's problem, not the server's: each such error is logged
 * at debug and counted, and at most one warning a minute says how many there
 * were. (hapi-pino logged each at error level with a stack, so 1,000 dropped
 * connections wrote 1,000 error entries.) hapi-pino is told to leave these
 * `client` log events alone (server.ts).
 */
export function clientErrorsExtension(logger: Logger): Plugin<void> {
  return {
    name: 'plotwise-client-errors',
    register(server) {
      let total = 0;
      let sinceSummary = 0;
      let summaryTimer: NodeJS.Timeout | undefined;

      server.events.on({ name: 'log', filter: 'client' }, (event) => {
        total += 1;
        sinceSummary += 1;
        const error = event.error as NodeJS.ErrnoException | undefined;
        logger.debug({ code: error?.code, message: error?.message, total }, 'client connection error');
        summaryTimer ??= setTimeout(() => {
          logger.warn({ count: sinceSummary, total }, `${sinceSummary} client connection errors in the last minute`);
          sinceSummary = 0;
          summaryTimer = undefined;
        }, CLIENT_ERROR_SUMMARY_MS).unref();
      });
      server.ext('onPostStop', () => {
        if (summaryTimer) clearTimeout(summaryTimer);
      });
    },
  };
}
