/** The words of an embedded map and its links, on every page that shows one (project page, contact page). */
export const MAP_TEXTS = {
  unavailable: 'The map could not be shown here.',
  openInMaps: 'Open in Google Maps',
  getDirections: 'Get Directions',
} as const;
