import type { Knex } from 'knex';
import {
  MEDIA_CITIES,
  type CityImage as CityImageResponse,
  type MediaCategory,
  type MediaItem,
  type MediaListQuery,
  type MediaListResponse,
} from '@plotwise/contracts';
import { CityImage, Project, type User } from '../../db/models';
import { assertLinksStored } from '../projects/linked-files';
import { updateCityImage } from '../cities/city-service';

function knexOf(trx?: Knex.Transaction): Knex {
  return trx ?? Project.knex();
}

/** Every shown city's banner (MEDIA_CITIES, the eight main cities first); a city without one has url null. */
async function cityItems(trx?: Knex.Transaction): Promise<MediaItem[]> {
  const stored = await CityImage.query(trx).whereIn(
    Project.raw('lower(city)'),
    MEDIA_CITIES.map((city) => city.toLowerCase()),
  );
  return MEDIA_CITIES.map((city) => {
    const image = stored.find((entry) => entry.city.toLowerCase() === city.toLowerCase());
    return {
      id: `city:${city}`,
      url: image?.url ?? null,
      caption: image?.caption ?? '',
      category: 'city',
      type: 'image',
      isDefault: true,
      relatedId: null,
      relatedTitle: city,
    };
  });
}

/** Projects whose images a category shows: properties are owner-submitted plots, projects the rest. */
function listingsOf(knex: Knex, category: Exclude<MediaCategory, 'city'> | undefined): Knex.QueryBuilder {
  // Written as the indexes of migration 021 are, so the planner uses them.
  const query = knex('projects').where('projects.imageCount', '>', 0);
  if (category === 'property') query.whereNotNull('projects.submitterName');
  if (category === 'project') query.whereNull('projects.submitterName');
  return query;
}

/** The number of images in a category: summed from the stored counts (an index-only scan). */
function imageCountOf(knex: Knex, category: Exclude<MediaCategory, 'city'> | undefined): Knex.QueryBuilder {
  return listingsOf(knex, category).first(knex.raw('coalesce(sum(projects.image_count), 0) as count'));
}

interface ImageRow {
  id: number;
  title: string;
  submitterName: string | null;
  image: unknown;
  position: number | string;
}

function imageItem(row: ImageRow): MediaItem {
  const image = row.image;
  // Some older records hold plain url strings instead of { url, caption, isDefault }.
  const entry = typeof image === 'string' ? { url: image } : ((image ?? {}) as { url?: unknown; caption?: unknown; isDefault?: unknown });
  const position = Number(row.position);
  const category = row.submitterName ? 'property' : 'project';
  return {
    id: `${category}:${row.id}:${position - 1}`,
    url: typeof entry.url === 'string' ? entry.url : null,
    caption: typeof entry.caption === 'string' ? entry.caption : '',
    category,
    type: 'image',
    isDefault: entry.isDefault === true,
    relatedId: row.id,
    relatedTitle: row.title,
  };
}

/**
 * `GET /api/admin/media`: cities first (All Media and City Images), then every
 * image of the newest listings first, in each listing's own order. The images
 * page walks projects by the hub's created_at index and unfolds their image
 * lists, so a page never reads the whole catalogue; the total sums list lengths.
 */
export async function listMedia(query: MediaListQuery, trx?: Knex.Transaction): Promise<MediaListResponse> {
  const knex = knexOf(trx);
  const offset = (query.page - 1) * query.pageSize;
  const includeCities = query.category === undefined || query.category === 'city';
  const listingCategory = query.category === 'city' ? null : query.category;

  const cities = includeCities ? await cityItems(trx) : [];
  const cityPage = cities.slice(offset, offset + query.pageSize);
  let images: MediaItem[] = [];
  let imageTotal = 0;
  if (listingCategory !== null) {
    const imageOffset = Math.max(0, offset - cities.length);
    const imageLimit = query.pageSize - cityPage.length;
    const [rows, count] = await Promise.all([
      imageLimit > 0
        ? (listingsOf(knex, listingCategory)
            .joinRaw('cross join lateral jsonb_array_elements(projects.images) with ordinality as listed(image, position)')
            .select('projects.id', 'projects.title', 'projects.submitterName', knex.raw('listed.image as image'), knex.raw('listed.position as position'))
            .orderBy([{ column: 'projects.createdAt', order: 'desc' }, { column: 'projects.id', order: 'desc' }])
            .orderByRaw('listed.position asc')
            .limit(imageLimit)
            .offset(imageOffset) as Promise<ImageRow[]>)
        : Promise.resolve([] as ImageRow[]),
      imageCountOf(knex, listingCategory) as Promise<{ count: number | string }>,
    ]);
    images = rows.map(imageItem);
    imageTotal = Number(count.count);
  }
  return { items: [...cityPage, ...images], total: cities.length + imageTotal, page: query.page, pageSize: query.pageSize };
}

/** Replaces a city's banner with a stored picture or an https:// one; 404 'City not found' for an unknown city. */
export async function replaceCityBanner(
  admin: User,
  city: string,
  image: { url: string; caption: string },
  trx?: Knex.Transaction,
): Promise<CityImageResponse> {
  await assertLinksStored({ images: [image] }, trx);
  return updateCityImage(city, image, admin.id, trx);
}
