/** The words of an embedded map and its links, on every page that shows one (project page, contact page). */
export const MAP_TEXTS = {
  unavailable: 'The map could not be shown here.',
  openInMaps: 'Open in Google Maps',
  getDirections: 'Get Directions',
} as const;

/** `GET /api/map-settings`: where the map's tiles come from, from the server's configuration. */
export const MAP_SETTINGS_PATH = '/api/map-settings';

export interface MapSettings {
  /** An OpenStreetMap-style template: `https://tile.example.org/{z}/{x}/{y}.png`. */
  tileUrl: string;
  /** The credit the tiles' licence asks for, as plain text. */
  attribution: string;
  maxZoom: number;
}

/** The words of the interactive maps: listings, the project page, the pin in project forms. */
export const PLACE_MAP_TEXTS = {
  listView: 'List',
  mapView: 'Map',
  viewToggle: 'Show results as',
  searchThisArea: 'Search this area',
  loading: 'Loading the map…',
  tilesFailed: 'The map could not be loaded, so the results are shown as a list.',
  pinTilesFailed: 'The map could not be loaded: type the latitude and longitude instead.',
  capped: (shown: number, total: number) => `Showing ${shown.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} projects on the map: zoom in to see them all.`,
  clustered: (total: number) => `${total.toLocaleString('en-IN')} projects in this area, counted on the map: tap a number to see them one by one.`,
  noneHere: 'No pinned projects in this area. Zoom out or move the map.',
  viewProject: 'View project',
  clusterLabel: (count: number) => `${count} projects here: zoom in`,
  markerLabel: (title: string) => `${title} on the map`,
  projectMapTitle: (title: string) => `Map of ${title}`,
} as const;
