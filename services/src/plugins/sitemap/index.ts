import type { Plugin } from '@hapi/hapi';
import { robotsRoute, sitemapPartRoute, sitemapRoute } from './routes/sitemap';

/** robots.txt and the sitemap, from the database: what search engines read first. */
export const sitemapPlugin: Plugin<void> = {
  name: 'plotwise-sitemap',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([robotsRoute, sitemapRoute, sitemapPartRoute]);
  },
};
