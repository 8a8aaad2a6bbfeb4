import {
  PROJECT_PAGE_SIZE_DEFAULT,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type ProjectListQueryInput,
  type ProjectSort,
  type ProjectStatus,
  type ProjectType,
  formatGeoBox,
  parseGeoBox,
} from '@plotwise/contracts';
import { formatRupees, formatSquareFeet } from '@plotwise/ui';

export type ListingView = 'grid' | 'carousel' | 'map';
export const LISTING_VIEWS = ['grid', 'carousel', 'map'] as const;

/**
 * The listings screen's whole state, kept in the URL so a search can be shared
 * and the back button walks through it. Defaults are left out of the URL.
 */
export interface ListingSearch {
  search: string;
  location: string;
  city: string;
  projectType: ProjectType | 'all';
  status: ProjectStatus | 'all';
  minPrice: number | null;
  maxPrice: number | null;
  minArea: number | null;
  maxArea: number | null;
  sortBy: ProjectSort;
  page: number;
  view: ListingView;
  /** The map's area (`west,south,east,north`), '' for anywhere: set by "Search this area". */
  bbox: string;
}

export const DEFAULT_LISTING_SEARCH: ListingSearch = {
  search: '',
  location: '',
  city: '',
  projectType: 'all',
  status: 'all',
  minPrice: null,
  maxPrice: null,
  minArea: null,
  maxArea: null,
  sortBy: 'default',
  page: 1,
  view: 'grid',
  bbox: '',
};

/** The listings' project type choices: the four types used everywhere, agricultural included. */
export const LISTING_TYPE_CHOICES = ['all', ...PROJECT_TYPES] as const;
export const LISTING_STATUS_CHOICES = ['all', ...PROJECT_STATUSES] as const;

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/** A whole, non-negative number, or null for anything else. */
const amount = (value: string | null): number | null => {
  if (!value || !/^\d{1,13}$/.test(value.trim())) return null;
  return Number(value);
};

/** Reads the URL leniently: a hand-edited or outdated link never ends in an error page. */
export function parseListingSearch(params: URLSearchParams): ListingSearch {
  let minPrice = amount(params.get('minPrice'));
  let maxPrice = amount(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  let minArea = amount(params.get('minArea'));
  let maxArea = amount(params.get('maxArea'));
  if (minArea !== null && maxArea !== null && minArea > maxArea) [minArea, maxArea] = [maxArea, minArea];
  const page = Number(params.get('page'));
  return {
    search: text(params.get('search'), 200),
    location: text(params.get('location'), 200),
    city: text(params.get('city'), 100),
    projectType: oneOf(LISTING_TYPE_CHOICES, params.get('projectType'), 'all'),
    status: oneOf(LISTING_STATUS_CHOICES, params.get('status'), 'all'),
    minPrice,
    maxPrice,
    minArea,
    maxArea,
    sortBy: oneOf(PROJECT_SORTS, params.get('sortBy'), 'default'),
    page: Number.isInteger(page) && page >= 1 && page <= 999_999 ? page : 1,
    view: oneOf(LISTING_VIEWS, params.get('view'), 'grid'),
    bbox: mapArea(params.get('bbox')),
  };
}

/** A box from the URL, written the one way the API reads it; '' for none or a broken one. */
function mapArea(value: string | null): string {
  const box = value ? parseGeoBox(value) : null;
  return box ? formatGeoBox(box) : '';
}

/** The URL's query for a state: only what differs from the defaults, in a stable order. */
export function listingSearchParams(search: ListingSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_LISTING_SEARCH) as (keyof ListingSearch)[]) {
    const value = search[key];
    if (value === null || value === '' || value === DEFAULT_LISTING_SEARCH[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The same state as the API's query. */
export function toProjectListQuery(search: ListingSearch): ProjectListQueryInput {
  const query: ProjectListQueryInput = { page: search.page, pageSize: PROJECT_PAGE_SIZE_DEFAULT };
  if (search.search) query.search = search.search;
  if (search.location) query.location = search.location;
  if (search.city) query.city = search.city;
  if (search.projectType !== 'all') query.projectType = search.projectType;
  if (search.status !== 'all') query.status = search.status;
  if (search.minPrice !== null) query.minPrice = search.minPrice;
  if (search.maxPrice !== null) query.maxPrice = search.maxPrice;
  if (search.minArea !== null) query.minArea = search.minArea;
  if (search.maxArea !== null) query.maxArea = search.maxArea;
  if (search.sortBy !== 'default') query.sortBy = search.sortBy;
  if (search.bbox) query.bbox = search.bbox;
  return query;
}

/** How many filters narrow the results (for the phone's Filters button). */
export function activeFilterCount(search: ListingSearch): number {
  return [
    search.location, search.city, search.projectType !== 'all', search.status !== 'all',
    search.minPrice !== null, search.maxPrice !== null, search.minArea !== null, search.maxArea !== null,
  ].filter(Boolean).length;
}

/** Budget choices in rupees. */
export const PRICE_CHOICES = [
  500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 7_500_000,
  10_000_000, 15_000_000, 20_000_000, 30_000_000, 50_000_000, 100_000_000,
] as const;

/** Area choices in sq.ft (the API compares every project's area in sq.ft). */
export const AREA_CHOICES = [1_000, 2_000, 5_000, 10_000, 43_560, 217_800, 435_600, 2_178_000] as const;

/** '₹5 Lakh', '₹1.5 Cr': short budget labels for the selects. */
export function priceChoiceLabel(rupees: number): string {
  if (rupees >= 10_000_000) return `₹${Number((rupees / 10_000_000).toFixed(2))} Cr`;
  if (rupees >= 100_000) return `₹${Number((rupees / 100_000).toFixed(2))} Lakh`;
  return formatRupees(rupees);
}

/** '5,000 sq.ft', '1 acre', '50 acres'. */
export function areaChoiceLabel(squareFeet: number): string {
  if (squareFeet >= 43_560) {
    const acres = Number((squareFeet / 43_560).toFixed(2));
    return `${acres} ${acres === 1 ? 'acre' : 'acres'}`;
  }
  return formatSquareFeet(squareFeet);
}

/** One filter in use: what a chip says, and the search without it. */
export interface ActiveFilter {
  key: string;
  label: string;
  without: Partial<ListingSearch>;
}

/**
 * The filters of a search that narrow the results (the words typed included),
 * each with the change that removes it: the removable chips above the results
 * and the empty state's suggestions of what to relax.
 */
export function activeFilters(search: ListingSearch, labels: { type: (type: ProjectType) => string; status: (status: ProjectStatus) => string }): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  if (search.search) filters.push({ key: 'search', label: `“${search.search}”`, without: { search: '' } });
  if (search.location) filters.push({ key: 'location', label: `Near ${search.location}`, without: { location: '' } });
  if (search.city) filters.push({ key: 'city', label: search.city, without: { city: '' } });
  if (search.projectType !== 'all') filters.push({ key: 'projectType', label: labels.type(search.projectType), without: { projectType: 'all' } });
  if (search.status !== 'all') filters.push({ key: 'status', label: labels.status(search.status), without: { status: 'all' } });
  if (search.minPrice !== null) filters.push({ key: 'minPrice', label: `From ${priceChoiceLabel(search.minPrice)}`, without: { minPrice: null } });
  if (search.maxPrice !== null) filters.push({ key: 'maxPrice', label: `Up to ${priceChoiceLabel(search.maxPrice)}`, without: { maxPrice: null } });
  if (search.minArea !== null) filters.push({ key: 'minArea', label: `At least ${areaChoiceLabel(search.minArea)}`, without: { minArea: null } });
  if (search.maxArea !== null) filters.push({ key: 'maxArea', label: `At most ${areaChoiceLabel(search.maxArea)}`, without: { maxArea: null } });
  if (search.bbox) filters.push({ key: 'bbox', label: 'In the map area', without: { bbox: '' } });
  return filters;
}
