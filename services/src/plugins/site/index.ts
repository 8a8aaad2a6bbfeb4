import type { Plugin } from '@hapi/hapi';
import { apiNotFoundRoutes } from './routes/api-not-found';
import { adminRemoteFilesRoutes, publicRemoteFilesRoute } from './routes/remote-files';
import { remotesJsonRoute } from './routes/remotes-json';
import { shellFilesRoute } from './routes/shell-files';
import { RemoteManifests } from './remote-manifests';
import { ServerPages } from './server-pages';
import type { SiteSettings } from './settings';

/**
 * One origin for the whole site: the built shell and remotes, the remotes list,
 * and the JSON 404 for unknown API paths. Missing builds answer 503, never crash.
 */
export const sitePlugin: Plugin<SiteSettings> = {
  name: 'plotwise-site',
  dependencies: ['plotwise-auth', 'plotwise-releases', '@hapi/inert'],
  register(server, settings) {
    server.app.remoteManifests = new RemoteManifests(server, settings.serverRender);
    const pages = new ServerPages(server, settings);
    server.ext('onPostStart', () => pages.warmUp());
    server.route([remotesJsonRoute, publicRemoteFilesRoute, ...adminRemoteFilesRoutes, shellFilesRoute(pages), ...apiNotFoundRoutes]);
  },
};
