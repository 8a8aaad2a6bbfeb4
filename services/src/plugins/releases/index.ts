import type { Plugin } from '@hapi/hapi';
import { registerDeployAuth } from './deploy-auth';
import { LiveReleases } from './live-releases';
import { releaseRoutes } from './routes';
import type { ReleasesSettings } from './settings';
import { registerBucketCookie } from './visitor-bucket';

/**
 * Remotes' versioned releases: the deploy credential, the routes under
 * /api/releases, and the live release of each remote, which the site plugin
 * serves (docs/architecture.md, how a team ships, from git clone to live).
 */
export const releasesPlugin: Plugin<ReleasesSettings> = {
  name: 'plotwise-releases',
  dependencies: ['plotwise-auth'],
  register(server, settings) {
    registerDeployAuth(server, settings.releases.deployToken);
    registerBucketCookie(server);
    const releases = new LiveReleases(server, settings);
    server.app.releases = releases;
    server.ext('onPreStart', async () => {
      // Before the migrations have run (a first start) there is no table yet: the dist folders are served until the first poll finds one.
      await releases.refresh().catch(() => undefined);
      releases.start();
    });
    server.ext('onPreStop', () => releases.stop());
    server.route(releaseRoutes);
  },
};
