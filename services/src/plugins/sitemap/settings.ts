import { pluginSettings } from '../../plugin-settings';

/** The remotes: pages rendered only in the browser are not for crawlers. */
export const sitemapSettings = pluginSettings('remotes');
