import type { SortOrder } from '../common/constants';
import type { GeoBox } from './geo';

/**
 * The catalogue's enumerations, limits and list settings: one place for each
 * (docs/decisions.md). No zod here, so pages read them without the schemas.
 */
export const PROJECT_TYPES = ['residential', 'commercial', 'mixed-use', 'agricultural'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** One status enum everywhere, named alike on every screen (PROJECT_STATUS_LABELS). */
export const PROJECT_STATUSES = ['upcoming', 'ongoing', 'ready'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const AREA_UNITS = ['sq.ft', 'sq.m', 'acres', 'hectare'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

/** How people write each unit, without case, spaces or dots: 'Acre', 'sq ft', 'Hectares'. */
const AREA_UNIT_SPELLINGS: Record<string, AreaUnit> = {
  sqft: 'sq.ft', squarefeet: 'sq.ft', squarefoot: 'sq.ft',
  sqm: 'sq.m', squaremetre: 'sq.m', squaremetres: 'sq.m', squaremeter: 'sq.m', squaremeters: 'sq.m',
  acre: 'acres', acres: 'acres',
  hectare: 'hectare', hectares: 'hectare',
};

/** The stored spelling of a unit as typed ('Acre' → 'acres'); anything else unchanged, for the schema to refuse. */
export function canonicalAreaUnit(typed: string): string {
  return AREA_UNIT_SPELLINGS[typed.toLowerCase().replace(/[\s.]+/g, '')] ?? typed;
}

/** The longest caption a project image can have. */
export const IMAGE_CAPTION_MAX = 200;

/** Square feet in one of each unit: area filters and comparisons work in sq.ft. */
export const SQ_FT_PER_AREA_UNIT: Record<AreaUnit, number> = {
  'sq.ft': 1,
  'sq.m': 10.7639,
  acres: 43_560,
  hectare: 107_639.1,
};

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Plot sizes are stated in these. */
export const PLOT_SIZE_UNITS = ['sq.ft', 'sq.m', 'acres'] as const;
export type PlotSizeUnit = (typeof PLOT_SIZE_UNITS)[number];

// ---------------------------------------------------------------- the public lists

/** Sort options of the listings page. `default`: featured first, then newest. */
export const PROJECT_SORTS = ['default', 'name_asc', 'name_desc', 'price_low', 'price_high', 'newest', 'oldest'] as const;

export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const PROJECT_PAGE_SIZE_DEFAULT = 12;

export const PROJECT_PAGE_SIZE_MAX = 100;

/** The most markers one map reply carries: enough for a close view, small enough to draw on a phone. */
export const PROJECT_MAP_MARKER_LIMIT = 500;

/**
 * Fewer markers for a wider view, by the box's longer side in degrees (no box:
 * all of India). The map clusters points 60 px apart, so a city or a state
 * shows a few dozen clusters however many points it is sent. Up to a city's
 * size, a map that asks for clusters gets counts in place of capped markers;
 * counting a wider view reads most of the catalogue, which costs more than
 * its markers do to send. A filtered state's capped markers are found by
 * walking the list's order, so each one left off shortens that walk as well
 * as the reply.
 */
export const PROJECT_MAP_MARKER_TIERS: readonly { maxSpanDegrees: number; limit: number; clusters: boolean }[] = [
  { maxSpanDegrees: 0.5, limit: PROJECT_MAP_MARKER_LIMIT, clusters: true },
  { maxSpanDegrees: 3, limit: 250, clusters: true },
  { maxSpanDegrees: Infinity, limit: 100, clusters: false },
];

const mapTier = (box?: GeoBox) => {
  const span = box ? Math.max(box.east - box.west, box.north - box.south) : Infinity;
  return PROJECT_MAP_MARKER_TIERS.find((tier) => span <= tier.maxSpanDegrees)!;
};

/** How many markers a map reply carries for this box (`west,south,east,north` as parsed). */
export const projectMapMarkerLimit = (box?: GeoBox): number => mapTier(box).limit;

/** Whether a capped view of this box is answered with clusters when the map asks for them. */
export const projectMapClusters = (box?: GeoBox): boolean => mapTier(box).clusters;

/**
 * A map that asks for clusters gets, for a view up to a city's size with more
 * matches than its markers, a count per cell of a grid this many cells along
 * the view's longer side: a few dozen counts where the markers would be
 * hundreds of points.
 */
export const PROJECT_MAP_CLUSTER_GRID = 8;

/** `GET /api/projects/featured` and `/newly-launched`: at most this many, newest first. */
export const PROJECT_CAROUSEL_LIMIT = 12;

/** `GET /api/search/suggestions`: places in the catalogue matching what is being typed in a search box. */
export const SEARCH_SUGGESTIONS_PATH = '/api/search/suggestions';

/** Most suggestions one answer holds. */
export const SEARCH_SUGGESTIONS_LIMIT = 8;

/** Longest text suggestions are looked up for (the listings search box's limit). */
export const SEARCH_SUGGESTIONS_QUERY_MAX = 200;

// ---------------------------------------------------------------- the admin hub

/** The largest area any project form or import takes, in its unit: above any real project. */
export const PROJECT_AREA_MAX = 1_000_000_000;

export const ADMIN_PROJECT_LIMITS = {
  maxArea: PROJECT_AREA_MAX,
  /** Rupees; above any real project, inside the bigint column. */
  maxStartingPrice: 1_000_000_000_000,
  maxListItems: 50,
  maxImages: 20,
  urlMax: 2048,
} as const;

/** The hub's sort whitelist: date, title and price, and city for the table's column. */
export const ADMIN_PROJECT_SORT_FIELDS = ['createdAt', 'title', 'city', 'startingPrice'] as const;
export type AdminProjectSortField = (typeof ADMIN_PROJECT_SORT_FIELDS)[number];

/** Cards per page: fills one, two or three columns evenly. */
export const ADMIN_PROJECT_PAGE_SIZE = 12;
export const ADMIN_PROJECT_PAGE_SIZE_MAX = 60;
/** Six placeholder cards while the list loads. */
export const HUB_LOADING_CARDS = 6;

/** What the hub's list call takes, as a client sends it (`all` for no filter). */
export type AdminProjectListQueryInput = {
  search?: string;
  status?: ProjectStatus | 'all';
  projectType?: ProjectType | 'all';
  approvalStatus?: ApprovalStatus | 'all';
  sortBy?: AdminProjectSortField;
  sortOrder?: SortOrder;
  page?: number;
  pageSize?: number;
};

/** The bulk importer's limits. */
export const BULK_UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, sizeLabel: '5MB', maxRows: 10_000 } as const;
