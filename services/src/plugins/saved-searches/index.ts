import type { Plugin, Server } from '@hapi/hapi';
import { deleteSavedSearchRoute, listSavedSearchesRoute } from './routes/my-searches';
import { saveSearchRoute } from './routes/save-search';
import { savedSearchLinkRoutes } from './routes/search-links';
import { SavedSearchDigests } from './saved-search-digests';

export { SavedSearchDigests } from './saved-search-digests';
export { queueSavedSearchMatches } from './saved-search-matches';

export const digestDeps = (server: Server) => {
  const { knex, messages, config } = server.app;
  return { knex, messages, log: server.logger, publicUrl: config.publicUrl, secret: config.jwtSecret, digestHour: config.savedSearchDigest.hour };
};

/**
 * Saved listings searches with a daily digest of new matches: saved from the
 * listings page, listed and deleted from the account, confirmed and
 * unsubscribed by emailed link. Approvals note the project
 * (queueSavedSearchMatches), matched just after and at each digest round; the round runs while the server is
 * started (tests call `server.app.savedSearchDigests.sendDue()` themselves).
 */
export const savedSearchesPlugin: Plugin<void> = {
  name: 'plotwise-saved-searches',
  dependencies: ['plotwise-auth', 'plotwise-public-forms', 'plotwise-inquiries'],
  register(server) {
    server.route([saveSearchRoute, listSavedSearchesRoute, deleteSavedSearchRoute]);
    server.route(savedSearchLinkRoutes);
    const digests = new SavedSearchDigests(digestDeps(server));
    server.app.savedSearchDigests = digests;
    server.ext('onPostStart', () => {
      digests.start(server.app.config.savedSearchDigest.intervalMs);
    });
    server.ext('onPreStop', async () => {
      await digests.stop();
    });
  },
};
