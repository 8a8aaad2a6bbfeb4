import type { Plugin, Server } from '@hapi/hapi';
import { pluginSettings, type SettingsOf } from '../../plugin-settings';
import { deleteSavedSearchRoute, listSavedSearchesRoute } from './routes/my-searches';
import { saveSearchRoute } from './routes/save-search';
import { savedSearchLinkRoutes } from './routes/search-links';
import { SavedSearchDigests } from './saved-search-digests';

export { SavedSearchDigests } from './saved-search-digests';
export { queueSavedSearchMatches } from './saved-search-matches';

/** When the daily digest goes out, and how often it is looked for. */
export const savedSearchesSettings = pluginSettings('savedSearchDigest');

export const digestDeps = (server: Server, { savedSearchDigest }: SettingsOf<typeof savedSearchesSettings>) => {
  const { knex, messages, shared } = server.app;
  return { knex, messages, log: server.logger, publicUrl: shared.publicUrl, secret: shared.jwtSecret, digestHour: savedSearchDigest.hour };
};

/**
 * Saved listings searches with a daily digest of new matches: saved from the
 * listings page, listed and deleted from the account, confirmed and
 * unsubscribed by emailed link. Approvals note the project
 * (queueSavedSearchMatches), matched just after and at each digest round; the round runs while the server is
 * started (tests call `server.app.savedSearchDigests.sendDue()` themselves).
 */
export const savedSearchesPlugin: Plugin<SettingsOf<typeof savedSearchesSettings>> = {
  name: 'plotwise-saved-searches',
  dependencies: ['plotwise-auth', 'plotwise-public-forms', 'plotwise-inquiries'],
  register(server, settings) {
    server.route([saveSearchRoute, listSavedSearchesRoute, deleteSavedSearchRoute]);
    server.route(savedSearchLinkRoutes);
    const digests = new SavedSearchDigests(digestDeps(server, settings));
    server.app.savedSearchDigests = digests;
    server.ext('onPostStart', () => {
      digests.start(settings.savedSearchDigest.intervalMs);
    });
    server.ext('onPreStop', async () => {
      await digests.stop();
    });
  },
};
