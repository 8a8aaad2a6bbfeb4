import type { Server } from '@hapi/hapi';
import type { VisitMessageDeps } from './visit-messages';

/** The queue and settings site visit messages leave through, as the server holds them. */
export const messageDeps = (server: Server): VisitMessageDeps => ({
  knex: server.app.knex,
  messages: server.app.messages,
  log: server.logger,
  publicUrl: server.app.config.publicUrl,
});
