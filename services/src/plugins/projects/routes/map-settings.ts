import { MAP_SETTINGS_PATH, type MapSettings } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { projectsSettings } from '../settings';

export const getMapSettingsRoute = defineRoute(`GET ${MAP_SETTINGS_PATH}`, PUBLIC_ACCESS, {
  description: "The maps' tile server: `{ tileUrl, attribution, maxZoom }`, from configuration (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_MAX_ZOOM).",
  handler: (request): MapSettings => projectsSettings.of(request).map,
});
