import type { Knex } from 'knex';
import {
  PROJECT_MAP_CLUSTER_GRID,
  projectMapClusters,
  projectMapMarkerLimit,
  type GeoBox,
  type ProjectMapCluster,
  type ProjectMapQuery,
  type ProjectMapResponse,
  type ProjectMarker,
} from '@plotwise/contracts';
import { Project } from '../../db/models';
import { publicSearch, sortProjects } from './project-service';

/** Each is in the markers indexes (migrations 066 and 067), which answer a box alone: a column added here belongs there too. */
const MARKER_COLUMNS = ['id', 'latitude', 'longitude', 'title', 'location', 'city', 'startingPrice'] as const;

type MarkerRow = ProjectMarker & { total?: number | string };

/** Five decimals place a pin within about a metre; more only lengthens the reply. */
const toMetre = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
/** A box's edge to five decimals, rounded away from its middle so the box still holds every pin. */
const outward = (degrees: number, round: (value: number) => number) => round(degrees * 1e5) / 1e5;

/**
 * The matches counted per cell of a square grid over the box, each placed at
 * its projects' mean position with the box they fill (a tap on the count
 * searches that box). Reads only coordinates and filters, which the box
 * counts index (migration 067) holds.
 */
async function clustersOf(knex: Knex, filtered: Knex.QueryBuilder, box: GeoBox): Promise<ProjectMapCluster[]> {
  const cell = Math.max(box.east - box.west, box.north - box.south) / PROJECT_MAP_CLUSTER_GRID;
  const rows: ({ count: number | string } & Record<'latitude' | 'longitude' | 'west' | 'south' | 'east' | 'north', number>)[] = await filtered
    .clone()
    .select(knex.raw(`count(*) as count, avg(projects.latitude) as latitude, avg(projects.longitude) as longitude,
      min(projects.longitude) as west, min(projects.latitude) as south, max(projects.longitude) as east, max(projects.latitude) as north`))
    .groupByRaw('floor((projects.latitude - ?) / ?), floor((projects.longitude - ?) / ?)', [box.south, cell, box.west, cell]);
  return rows.map((row) => ({
    latitude: toMetre(Number(row.latitude)),
    longitude: toMetre(Number(row.longitude)),
    count: Number(row.count),
    box: { west: outward(row.west, Math.floor), south: outward(row.south, Math.floor), east: outward(row.east, Math.ceil), north: outward(row.north, Math.ceil) },
  }));
}

/**
 * The map's markers: the listing's own filters and words (publicSearch), pinned
 * projects only, inside the box when one is given. One statement, the total
 * riding along as in the list; at most projectMapMarkerLimit(box) (fewer for a
 * wider view, which the map clusters anyway), the list's default order
 * deciding which when more match (the map then says to zoom in). A map that
 * asks for clusters gets, for such a view up to a city's size, every match
 * counted per grid cell instead: true counts in a reply a tenth of the size.
 */
export async function listProjectMarkers(query: ProjectMapQuery, trx?: Knex.Transaction): Promise<ProjectMapResponse> {
  const { clusters: wantsClusters, ...filters } = query;
  const { filtered } = await publicSearch(filters, trx);
  filtered.whereNotNull('projects.latitude');
  const limit = projectMapMarkerLimit(query.bbox);
  if (wantsClusters && query.bbox && projectMapClusters(query.bbox)) {
    const clusters = await clustersOf(trx ?? Project.knex(), filtered, query.bbox);
    const total = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
    // Every match fits: its markers, without counting the box a second time.
    if (total <= limit) return { items: (await markersOf(filtered, limit)).map(presentMarker), total, capped: false };
    return { items: [], total, capped: true, clusters };
  }
  const rows = await markersOf(filtered, limit, filtered.clone().count('*'));
  const count = rows[0] ? Number(rows[0].total) : 0;
  return { items: rows.map(presentMarker), total: count, capped: count > rows.length };
}

/** Up to `limit` markers in the list's default order, with the count riding along when one is given. */
async function markersOf(filtered: Knex.QueryBuilder, limit: number, count?: Knex.QueryBuilder): Promise<MarkerRow[]> {
  const columns = MARKER_COLUMNS.map((column) => `projects.${column}`);
  return sortProjects(filtered.clone().select(count ? [...columns, count.as('total')] : columns), 'default').limit(limit);
}

const presentMarker = ({ id, latitude, longitude, title, location, city, startingPrice }: MarkerRow): ProjectMarker => ({
  id, latitude: toMetre(latitude), longitude: toMetre(longitude), title, location, city, startingPrice,
});
