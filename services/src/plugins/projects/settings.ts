import { pluginSettings } from '../../plugin-settings';

/** How long search results are kept, the agents' submission allowance, the maps' tile server. */
export const projectsSettings = pluginSettings('searchCacheMs', 'submissionRateLimit', 'map');
