import type { Knex } from 'knex';
import { projectMapMarkerLimit, type ProjectMapQuery, type ProjectMapResponse, type ProjectMarker } from '@plotwise/contracts';
import { publicSearch, sortProjects } from './project-service';

/** Each is in the markers indexes (migrations 066 and 067), which answer a box alone: a column added here belongs there too. */
const MARKER_COLUMNS = ['id', 'latitude', 'longitude', 'title', 'location', 'city', 'startingPrice'] as const;

type MarkerRow = ProjectMarker & { total: number | string };

/** Five decimals place a pin within about a metre; more only lengthens the reply. */
const toMetre = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * The map's markers: the listing's own filters and words (publicSearch), pinned
 * projects only, inside the box when one is given. One statement, the total
 * riding along as in the list; at most projectMapMarkerLimit(box) (fewer for a
 * wider view, which the map clusters anyway), the list's default order
 * deciding which when more match (the map then says to zoom in).
 */
export async function listProjectMarkers(query: ProjectMapQuery, trx?: Knex.Transaction): Promise<ProjectMapResponse> {
  const { filtered } = await publicSearch(query, trx);
  filtered.whereNotNull('projects.latitude');
  const total = filtered.clone().count('*');
  const rows: MarkerRow[] = await sortProjects(
    filtered.clone().select([...MARKER_COLUMNS.map((column) => `projects.${column}`), total.as('total')]),
    'default',
  ).limit(projectMapMarkerLimit(query.bbox));
  const count = rows[0] ? Number(rows[0].total) : 0;
  return {
    items: rows.map(({ id, latitude, longitude, title, location, city, startingPrice }) => ({ id, latitude: toMetre(latitude), longitude: toMetre(longitude), title, location, city, startingPrice })),
    total: count,
    capped: count > rows.length,
  };
}
