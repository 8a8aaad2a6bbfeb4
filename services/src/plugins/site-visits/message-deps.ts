import type { Server } from '@hapi/hapi';
import type { VisitMessageDeps } from './visit-messages';

/** The senders and settings site visit messages leave through, as the server holds them. */
export const messageDeps = (server: Server): VisitMessageDeps => ({
  knex: server.app.knex,
  emailSender: server.app.emailSender,
  log: server.logger,
  publicUrl: server.app.config.publicUrl,
});
