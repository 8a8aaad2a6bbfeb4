import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import {
  CATALOG_TEXTS,
  CITIES,
  cityDisplayName,
  cityNameKeys,
  CITY_PAGE_LOCALITIES_LIMIT,
  CITY_POPULAR_LOCALITIES_LIMIT,
  CITY_RECENT_DAYS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type CityDetail,
  type CityImage as CityImageResponse,
  type CityImageUpdate,
  type CityLocality,
  type CityStats,
  type ProjectStatus,
  type ProjectType,
} from '@plotwise/contracts';
import { CityImage, Project } from '../../db/models';

/**
 * Cities are not a table of their own: a city is the set of approved projects
 * whose `city` matches case-insensitively, so every figure here is live. Only
 * the banner pictures are stored (`city_images`).
 */

interface CityRow {
  key: string;
  name: string;
  state: string | null;
  projectCount: number | string;
  minPrice: number | string | null;
  maxPrice: number | string | null;
}

interface LocalityRow {
  cityKey: string;
  name: string;
  projectCount: number | string;
  minPrice: number | string | null;
}

const toNumber = (value: number | string) => Number(value);
const toNumberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function knexOf(trx?: Knex.Transaction): Knex {
  return trx ?? Project.knex();
}

/** `GET /api/cities`: every city with approved projects, most projects first. */
export async function listCityStats(trx?: Knex.Transaction): Promise<CityStats[]> {
  const [rows, localities, images] = await Promise.all([
    cityRows(trx),
    localityRows(CITY_POPULAR_LOCALITIES_LIMIT, null, trx),
    imagesByKey(trx),
  ]);
  return rows.map((row) => {
    const image = images.get(row.key);
    return {
      ...presentCityRow(row),
      popularLocalities: localities.filter((locality) => locality.cityKey === row.key).map(presentLocality),
      imageUrl: image?.url ?? null,
      imageCaption: image?.caption ?? null,
    };
  });
}

/**
 * `GET /api/cities/{city}`: the city page's figures. A city of CITIES without
 * projects has zero counts; an unknown name with no projects is 404.
 */
export async function getCityDetail(city: string, trx?: Knex.Transaction): Promise<CityDetail> {
  const key = await catalogueKeyOf(city, trx);
  const since = new Date(Date.now() - CITY_RECENT_DAYS * 86_400_000);
  const knex = knexOf(trx);

  // Aliases t0.., s0.. read the same before and after the snake_case mapping.
  const typeCounts = PROJECT_TYPES.map((type, index) => knex.raw(`count(*) filter (where project_type = ?) as t${index}`, [type]));
  const statusCounts = PROJECT_STATUSES.map((status, index) => knex.raw(`count(*) filter (where status = ?) as s${index}`, [status]));
  const [figures, localities, image] = await Promise.all([
    knex('projects')
      .where('approvalStatus', 'approved')
      .where('cityKey', key)
      .first(
        knex.raw('count(*) as project_count'),
        knex.raw('min(starting_price) as min_price'),
        knex.raw('max(starting_price) as max_price'),
        knex.raw('round(avg(starting_price)) as average_price'),
        knex.raw('count(*) filter (where featured) as featured_count'),
        knex.raw('count(*) filter (where is_newly_launched) as newly_launched_count'),
        knex.raw('count(*) filter (where verified) as verified_count'),
        knex.raw('count(*) filter (where created_at >= ?) as recently_listed_count', [since]),
        knex.raw('mode() within group (order by city) as name'),
        knex.raw('mode() within group (order by state) as state'),
        ...typeCounts,
        ...statusCounts,
      ) as Promise<Record<string, number | string | null>>,
    localityRows(CITY_PAGE_LOCALITIES_LIMIT, key, trx),
    CityImage.query(trx).whereRaw('lower(city) = ?', [key]).first(),
  ]);

  const projectCount = Number(figures.projectCount ?? 0);
  const known = CITIES.find((name) => name.toLowerCase() === key);
  if (projectCount === 0 && !known) throw Boom.notFound(CATALOG_TEXTS.cityNotFound);

  const count = (column: string) => Number(figures[column] ?? 0);
  return {
    city: cityDisplayName(key, String(figures.name ?? city.trim())),
    state: (figures.state as string | null) ?? null,
    projectCount,
    minPrice: toNumberOrNull(figures.minPrice ?? null),
    maxPrice: toNumberOrNull(figures.maxPrice ?? null),
    averagePrice: toNumberOrNull(figures.averagePrice ?? null),
    popularLocalities: localities.map(presentLocality),
    imageUrl: image?.url ?? null,
    imageCaption: image?.caption ?? null,
    projectsByType: Object.fromEntries(PROJECT_TYPES.map((type, index) => [type, count(`t${index}`)])) as Record<ProjectType, number>,
    projectsByStatus: Object.fromEntries(PROJECT_STATUSES.map((status, index) => [status, count(`s${index}`)])) as Record<ProjectStatus, number>,
    featuredCount: count('featuredCount'),
    newlyLaunchedCount: count('newlyLaunchedCount'),
    verifiedCount: count('verifiedCount'),
    recentlyListedCount: count('recentlyListedCount'),
  };
}

/**
 * Sets a city's banner picture (the admin media screen). The city must be one
 * of CITIES, already have a picture, or have approved projects; it is stored
 * under its display spelling and matched in any case.
 */
export async function updateCityImage(
  city: string,
  { url, caption }: CityImageUpdate,
  adminId: number | null,
  trx?: Knex.Transaction,
): Promise<CityImageResponse> {
  const key = city.trim().toLowerCase();
  const knex = knexOf(trx);
  const [existing, projectCity] = await Promise.all([
    CityImage.query(trx).whereRaw('lower(city) = ?', [key]).first(),
    Project.query(trx).modify('public').where('projects.cityKey', key).select('city').first(),
  ]);
  const known = CITIES.find((name) => name.toLowerCase() === key) ?? existing?.city ?? projectCity?.city;
  if (!known) throw Boom.notFound(CATALOG_TEXTS.cityNotFound);

  const result = await knex.raw(
    `insert into city_images (city, url, caption, updated_by, updated_at) values (?, ?, ?, ?, ?)
     on conflict ((lower(city))) do update
       set url = excluded.url, caption = excluded.caption, updated_by = excluded.updated_by, updated_at = excluded.updated_at
     returning city, url, caption, updated_by as "updatedBy", updated_at as "updatedAt"`,
    [known, url, caption, adminId, new Date()],
  );
  const row = (result.rows as { city: string; url: string; caption: string; updatedBy: number | null; updatedAt: Date }[])[0]!;
  return { city: row.city, url: row.url, caption: row.caption, updatedBy: row.updatedBy, updatedAt: new Date(row.updatedAt).toISOString() };
}

/** The name the catalogue knows a city by, when it was asked for by another ("bengaluru" is the page of "bangalore"). */
async function catalogueKeyOf(city: string, trx?: Knex.Transaction): Promise<string> {
  const asked = city.trim().toLowerCase();
  const keys = [asked, ...cityNameKeys(city).filter((key) => key !== asked)];
  if (keys.length === 1) return asked;
  const stored: string[] = await knexOf(trx)('projects').where('approvalStatus', 'approved').whereIn('cityKey', keys).distinct('cityKey').pluck('cityKey');
  return keys.find((key) => stored.includes(key)) ?? keys.find((key) => CITIES.some((name) => name.toLowerCase() === key)) ?? asked;
}

async function cityRows(trx?: Knex.Transaction): Promise<CityRow[]> {
  const knex = knexOf(trx);
  return knex('projects')
    .where('approvalStatus', 'approved')
    .groupBy('cityKey')
    .select(
      knex.raw('city_key as key'),
      knex.raw('mode() within group (order by city) as name'),
      knex.raw('mode() within group (order by state) as state'),
      knex.raw('count(*) as project_count'),
      knex.raw('min(starting_price) as min_price'),
      knex.raw('max(starting_price) as max_price'),
    )
    .orderBy([{ column: 'projectCount', order: 'desc' }, { column: 'key', order: 'asc' }]);
}

/** The `limit` localities with most projects in each city (or in the city `key`). */
async function localityRows(limit: number, key: string | null, trx?: Knex.Transaction): Promise<LocalityRow[]> {
  const knex = knexOf(trx);
  const grouped = knex('projects')
    .where('approvalStatus', 'approved')
    .modify((query) => {
      if (key !== null) query.where('cityKey', key);
    })
    .groupByRaw('city_key, lower(location)')
    .select(
      knex.raw('city_key'),
      knex.raw('mode() within group (order by location) as name'),
      knex.raw('count(*) as project_count'),
      knex.raw('min(starting_price) as min_price'),
      knex.raw('row_number() over (partition by city_key order by count(*) desc, lower(location)) as rank'),
    );
  return knex
    .select('cityKey', 'name', 'projectCount', 'minPrice')
    .from(grouped.as('ranked'))
    .where('rank', '<=', limit)
    .orderBy([{ column: 'cityKey' }, { column: 'rank' }]);
}

async function imagesByKey(trx?: Knex.Transaction): Promise<Map<string, CityImage>> {
  const images = await CityImage.query(trx);
  return new Map(images.map((image) => [image.city.toLowerCase(), image]));
}

function presentCityRow(row: CityRow): Omit<CityStats, 'popularLocalities' | 'imageUrl' | 'imageCaption'> {
  return {
    city: cityDisplayName(row.key, row.name),
    state: row.state,
    projectCount: toNumber(row.projectCount),
    minPrice: toNumberOrNull(row.minPrice),
    maxPrice: toNumberOrNull(row.maxPrice),
  };
}

function presentLocality(row: LocalityRow): CityLocality {
  return { name: row.name, projectCount: toNumber(row.projectCount), minPrice: toNumberOrNull(row.minPrice) };
}
