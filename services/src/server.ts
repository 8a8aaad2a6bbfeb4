import Hapi, { type Server } from '@hapi/hapi';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import Inert from '@hapi/inert';
import HapiPino from 'hapi-pino';
import type { Logger } from 'pino';
import './hapi-augmentation';
import type { Config } from './config';
import { bindModels, createKnex } from './db/knex';
import { DatabaseWindowStore } from './rate-limit/window-store';
import { crossSiteGuardExtension } from './extensions/cross-site-guard';
import { clientErrorsExtension } from './extensions/client-errors';
import { earlyAccessExtension } from './extensions/early-access';
import { privateRepliesExtension } from './extensions/private-replies';
import { textGuardExtension } from './extensions/text-guard';
import { errorMappingExtension } from './extensions/error-mapping';
import { securityHeadersExtension } from './extensions/security-headers';
import { REPLY_BROTLI_QUALITY, replyCompressionExtension } from './extensions/reply-compression';
import { createLogger } from './logger';
import { useFileStorage } from './storage/file-storage';
import { storageFromConfig } from './storage/storage-from-config';
import { useWorkPool } from './work-pool';
import { plugins } from './plugins';
import { registrations, sharedSettings, withSettings } from './plugin-settings';
import { securityHeadersSettings } from './extensions/security-headers';
import { defaultSmsSender, type SmsSender } from './plugins/notifications/sms-sender';
import { defaultEmailSender, type EmailSender } from './email/email-sender';
import { MessageQueue, bossSchema, useMessageQueue } from './messaging';
/** JSON bodies above this are refused with 413; uploads set their own limits. */
export const MAX_JSON_BYTES = 1024 * 1024;

export interface ServerDependencies {
  /** Reuse a database connection (tests restarting a server on one database). Created from config otherwise. */
  knex?: Knex;
  logger?: Logger;
  /** Where texts go (tests record them); the log, or SMS_OUTBOX_FILE, otherwise. */
  smsSender?: SmsSender;
  /** Where emails go (tests record them); SMTP, EMAIL_OUTBOX_FILE or the log otherwise. */
  emailSender?: EmailSender;
}

/**
 * Builds the whole API (not started, database not migrated): main.ts and the
 * tests both start from here. The caller owns `server.app.knex` and destroys it.
 */
export async function createServer(config: Config, dependencies: ServerDependencies = {}): Promise<Server> {
  const logger = dependencies.logger ?? createLogger(config);
  const knex = dependencies.knex ?? createKnex(config.database, logger);
  bindModels(knex);
  useFileStorage(await storageFromConfig(config));
  const workPool = useWorkPool(config.workPool, (reason, task) =>
    logger.warn({ task, reason }, `A ${task} job was stopped (${reason === 'crash' ? 'its process died' : `past the ${reason} limit`})`),
  );

  const server = Hapi.server({
    port: config.port,
    host: config.host,
    // Other sites' cookies on localhost must not break requests here.
    state: { strictHeader: false, ignoreErrors: true },
    router: { stripTrailingSlash: true },
    routes: {
      // JSON only, unless a route that takes a file says otherwise: a form-encoded body is
      // what a cross-site HTML form can send without the browser asking first.
      payload: { maxBytes: MAX_JSON_BYTES, allow: 'application/json' },
      validate: {
        // Validators throw Boom 400s with readable messages; pass them through unchanged.
        failAction: (_request, _h, error) => {
          throw error;
        },
      },
      response: { emptyStatusCode: 204 },
    },
  });
  // Brotli beside gzip: built files are precompressed with it (scripts/build-all.mjs), and
  // replies use a fast level, since they are compressed per request (small ones by
  // replyCompressionExtension, large and streamed ones by this encoder).
  server.encoder('br', (options) =>
    zlib.createBrotliCompress({ ...options, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: REPLY_BROTLI_QUALITY } }),
  );
  server.app.shared = sharedSettings(config);
  server.app.knex = knex;
  server.app.rateLimitStore = new DatabaseWindowStore(knex);
  server.app.smsSender = dependencies.smsSender ?? defaultSmsSender(config, logger);
  server.app.emailSender = dependencies.emailSender ?? defaultEmailSender(config, logger);
  const senders = { email: server.app.emailSender, sms: server.app.smsSender };
  server.app.messages = new MessageQueue(knex, senders, { ...config.messaging.queue, supervise: config.env !== 'test', schema: bossSchema(config.database.client === 'pg' ? config.database.schema : null), log: logger });
  useMessageQueue(server.app.messages);

  await server.register({
    plugin: HapiPino,
    options: {
      instance: logger,
      logRequestComplete: config.env !== 'test',
      ignorePaths: ['/api/health'],
      // Static files and 4xx noise stay at debug; errors are logged by hapi-pino at error level.
      logEvents: config.env === 'test' ? false : ['onPostStart', 'onPostStop', 'response', 'request-error'],
      // Connection errors a client causes are counted at debug by clientErrorsExtension.
      // (hapi-pino reads `{ log, request }` here; its typings say object[].)
      ignoredEventTags: { log: ['client'] } as unknown as object[],
    },
  });

  await server.register(registrations([
    crossSiteGuardExtension,
    earlyAccessExtension,
    textGuardExtension,
    errorMappingExtension,
    withSettings(securityHeadersExtension, securityHeadersSettings, config),
    privateRepliesExtension,
    clientErrorsExtension(logger),
    // Last, so the reply it compresses carries every header the others set.
    replyCompressionExtension,
  ]));
  // Static files (the built site, stored files) are served with inert.
  await server.register(Inert);
  await server.register(plugins(config));
  // After the last request: a picture still decoding is killed, not waited for.
  server.ext('onPostStop', () => workPool.close());
  return server;
}
