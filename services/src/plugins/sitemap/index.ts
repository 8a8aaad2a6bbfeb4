import type { Plugin } from '@hapi/hapi';
import type { SettingsOf } from '../../plugin-settings';
import { robotsRoute, sitemapPartRoute, sitemapRoute } from './routes/sitemap';
import type { sitemapSettings } from './settings';

/** robots.txt and the sitemap, from the database: what search engines read first. */
export const sitemapPlugin: Plugin<SettingsOf<typeof sitemapSettings>> = {
  name: 'plotwise-sitemap',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([robotsRoute, sitemapRoute, sitemapPartRoute]);
  },
};
