import { pluginSettings, type SettingsOf } from '../../plugin-settings';

/**
 * The remotes and where their builds and releases are, server rendering, the
 * folder hosted releases are copied to, and whether source maps are public.
 */
export const siteSettings = pluginSettings('remotes', 'dist', 'serverRender', 'releases', 'dataDir', 'publicSourceMaps');

export type SiteSettings = SettingsOf<typeof siteSettings>;
