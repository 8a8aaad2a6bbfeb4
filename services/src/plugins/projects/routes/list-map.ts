import { projectMapQuerySchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listProjectMarkers } from '../map-service';

export const listProjectMarkersRoute = defineRoute('GET /api/projects/map', PUBLIC_ACCESS, {
  description:
    "The listings' markers for the map: `{ items: [{ id, latitude, longitude, title, location, city, startingPrice }], total, capped }`, the list's filters plus `bbox=west,south,east,north`, at most projectMapMarkerLimit(bbox): fewer for a wider box. With `clusters=true`, a box holding more matches than that answers `items: []` and `clusters: [{ latitude, longitude, count, box }]`, one per cell of a grid over the box.",
  query: projectMapQuerySchema,
  handler: (request) => listProjectMarkers(request.query),
});
