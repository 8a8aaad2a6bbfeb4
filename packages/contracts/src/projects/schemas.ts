import { z } from 'zod';
import { pageOf } from '../common/schemas';
import { publicDueDiligenceSchema } from '../plots/schemas';
import {
  booleanParam,
  checkRanges,
  choiceOrAllParam,
  choiceParam,
  pageParam,
  pageSizeParam,
  rupeesParam,
  squareFeetParam,
  textParam,
} from '../common/query-params';
import {
  APPROVAL_STATUSES,
  AREA_UNITS,
  PROJECT_PAGE_SIZE_DEFAULT,
  PROJECT_PAGE_SIZE_MAX,
  PROJECT_SORTS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type ProjectSort,
} from './constants';
import { geoBoxParam } from './coordinates';

// The catalogue's reads: a project, the public lists and the map, and their queries.
// The older property search is in property-schemas.ts, search suggestions in search-suggestion-schemas.ts.

export const projectImageSchema = z.object({
  url: z.string().min(1).max(2048),
  caption: z.string().max(200).default(''),
  isDefault: z.boolean().default(false),
});
export type ProjectImage = z.infer<typeof projectImageSchema>;

export const plotSizeSchema = z.object({
  size: z.number().positive(),
  unit: z.enum(AREA_UNITS),
});

export const specificationSchema = z.object({
  title: z.string().min(1).max(120),
  details: z.string().min(1).max(2000),
});

/** A file this site stores, as a link to it is described: 'PDF, 2.4 MB'. */
export const linkedFileSchema = z.object({
  contentType: z.string(),
  byteSize: z.number().int().nonnegative(),
});
export type LinkedFile = z.infer<typeof linkedFileSchema>;

/** A project as the API returns it. */
export const projectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  totalArea: z.number(),
  areaUnit: z.enum(AREA_UNITS),
  startingPrice: z.number().int().nullable(),
  projectType: z.enum(PROJECT_TYPES),
  plotSizes: z.array(plotSizeSchema),
  amenities: z.array(z.string()),
  specifications: z.array(specificationSchema),
  brochureUrl: z.string().nullable(),
  layoutMapUrl: z.string().nullable(),
  /**
   * The type and size of the stored file `brochureUrl` and `layoutMapUrl` name
   * (null for a link to another site); only the public detail read carries them.
   */
  brochureFile: linkedFileSchema.nullable().optional(),
  layoutMapFile: linkedFileSchema.nullable().optional(),
  approvals: z.array(z.string()),
  status: z.enum(PROJECT_STATUSES),
  featured: z.boolean(),
  isNewlyLaunched: z.boolean(),
  isTopProject: z.boolean(),
  verified: z.boolean(),
  images: z.array(projectImageSchema),
  defaultImage: z.string().nullable(),
  possessionTimeline: z.string().nullable(),
  reraNumber: z.string().nullable(),
  /** Where the plot is (degrees, WGS 84); null until it is pinned. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  /** Why an admin rejected the project, when they said (null otherwise). */
  rejectionReason: z.string().nullable().optional(),
  /** The plot inventory's counts (0 and 0 without one): a card says "x of y plots available". */
  plotsTotal: z.number().int(),
  plotsAvailable: z.number().int(),
  /** The approvals and papers the agent stated; only the public detail read carries them. */
  dueDiligence: publicDueDiligenceSchema.optional(),
  createdBy: z.number().int().nullable(),
  lastUpdatedBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * A project as lists and carousels carry it (`GET /api/projects`, `/featured`,
 * `/newly-launched`, the city page, properties): what a card shows, with the
 * images to choose its picture (the default-flagged one, else the first). The detail call returns the whole `Project`.
 */
export const projectSummarySchema = projectSchema.pick({
  id: true,
  title: true,
  location: true,
  city: true,
  state: true,
  totalArea: true,
  areaUnit: true,
  startingPrice: true,
  projectType: true,
  plotSizes: true,
  status: true,
  featured: true,
  isNewlyLaunched: true,
  isTopProject: true,
  verified: true,
  images: true,
  defaultImage: true,
  possessionTimeline: true,
  reraNumber: true,
  plotsTotal: true,
  plotsAvailable: true,
  latitude: true,
  longitude: true,
  createdAt: true,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

// ---------------------------------------------------------------- the listings

/** The budget and size bounds of every catalogue search (the listings, the map, the older property search). */
export const priceAndAreaFields = {
  /** Starting price in rupees, inclusive; projects priced on request drop out when either bound is set. */
  minPrice: rupeesParam('minPrice'),
  maxPrice: rupeesParam('maxPrice'),
  /** Total area in sq.ft, inclusive, whatever unit the project states it in. */
  minArea: squareFeetParam('minArea'),
  maxArea: squareFeetParam('maxArea'),
};

/** The same bounds as a client sends them. */
export type PriceAndAreaInput = {
  minPrice?: number | string;
  maxPrice?: number | string;
  minArea?: number | string;
  maxArea?: number | string;
};

/** A lower bound above its upper bound is refused ('minPrice must not be more than maxPrice'). */
export const checkPriceAndAreaRanges = checkRanges<{ minPrice?: number; maxPrice?: number; minArea?: number; maxArea?: number }>([
  ['minPrice', 'maxPrice'],
  ['minArea', 'maxArea'],
]);

const projectListFields = {
  /** Full-text search over title, description, place, RERA number, type and amenities; every word must match, misspelt places and names forgiven. */
  search: textParam('search', 200),
  /** A place: matches the locality, the city or the state (any case, part of a word is enough). */
  location: textParam('location', 200),
  /** Exact city name, any case. */
  city: textParam('city', 100),
  projectType: choiceOrAllParam('projectType', PROJECT_TYPES),
  status: choiceOrAllParam('status', PROJECT_STATUSES),
  ...priceAndAreaFields,
  featured: booleanParam('featured'),
  /** Only projects pinned inside this box: `west,south,east,north` in degrees (the map's view). */
  bbox: geoBoxParam(),
  sortBy: choiceParam('sortBy', PROJECT_SORTS),
  page: pageParam(),
  /** Above PROJECT_PAGE_SIZE_MAX is capped, not refused. */
  pageSize: pageSizeParam(PROJECT_PAGE_SIZE_DEFAULT, PROJECT_PAGE_SIZE_MAX),
};

/**
 * `GET /api/projects` query. Unknown parameters, repeated parameters, unknown
 * choices, non-numeric or negative numbers and a min above its max are 400s
 * with a readable message; empty parameters mean "no filter".
 */
export const projectListQuerySchema = z.strictObject(projectListFields).superRefine(checkPriceAndAreaRanges);
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** What a client may send: every field optional, as strings or numbers (`all` for no type or status). */
export type ProjectListQueryInput = PriceAndAreaInput & {
  search?: string;
  location?: string;
  city?: string;
  projectType?: (typeof PROJECT_TYPES)[number] | 'all';
  status?: (typeof PROJECT_STATUSES)[number] | 'all';
  featured?: boolean | 'true' | 'false';
  bbox?: string;
  sortBy?: ProjectSort;
  page?: number | string;
  pageSize?: number | string;
};

/**
 * What a search's words were read as: a place, a type, a status, a budget or
 * an area, each with the words it came from (removing a chip drops them), the
 * words searched as text, and each misspelt word with the catalogue word it
 * was read as.
 */
export const understoodQuerySchema = z.object({
  city: z.string().optional(),
  locality: z.string().optional(),
  projectType: z.enum(PROJECT_TYPES).optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
  minArea: z.number().optional(),
  maxArea: z.number().optional(),
  /** Each understood part, by its field name ('place' for city and locality), with the words typed for it. */
  phrases: z.array(z.object({ field: z.enum(['place', 'projectType', 'status', 'price', 'area']), text: z.string() })),
  /** Words searched as text (titles, places, approvals, amenities, specifications, descriptions). */
  remaining: z.array(z.string()),
  corrections: z.array(z.object({ typed: z.string(), meant: z.string() })),
});
export type UnderstoodQuery = z.infer<typeof understoodQuerySchema>;

/** `GET /api/projects` reply; a search with words also says how it read them, and the corrected words when one was misspelt. */
export const projectListResponseSchema = pageOf(projectSummarySchema).extend({
  understood: understoodQuerySchema.optional(),
  didYouMean: z.string().optional(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** The list's filters without paging or sort: what the map shows and a saved search keeps. */
const { sortBy: _sortBy, page: _page, pageSize: _pageSize, ...projectMapFields } = projectListFields;
export const projectMapFiltersSchema = z.strictObject(projectMapFields).superRefine(checkPriceAndAreaRanges);

/**
 * `GET /api/projects/map`: the list's filters, and `clusters=true` from a map
 * that draws counts: a box up to a city's size (projectMapClusters) holding
 * more matches than its markers is then answered with clusters. Without it
 * the reply is markers only, as before.
 */
export const projectMapQuerySchema = z.strictObject({ ...projectMapFields, clusters: booleanParam('clusters') }).superRefine(checkPriceAndAreaRanges);
export type ProjectMapQuery = z.infer<typeof projectMapQuerySchema>;

/** One marker: what the map draws and its card shows; only pinned projects have one. */
export const projectMarkerSchema = projectSchema
  .pick({ id: true, title: true, location: true, city: true, startingPrice: true })
  .extend({ latitude: z.number(), longitude: z.number() });
export type ProjectMarker = z.infer<typeof projectMarkerSchema>;

/** How many matching projects lie in one cell of the view's grid, placed at their mean position, and the box they fill. */
export const projectMapClusterSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  box: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }),
});
export type ProjectMapCluster = z.infer<typeof projectMapClusterSchema>;

/**
 * Up to projectMapMarkerLimit(bbox) markers (featured first, then newest; fewer
 * for a wider box), how many pinned projects match in all, and whether some
 * were left off. Asked for clusters, such a box up to a city's size has no
 * markers and a cluster for each cell of its grid that holds any.
 */
export const projectMapResponseSchema = z.object({
  items: z.array(projectMarkerSchema),
  total: z.number().int(),
  capped: z.boolean(),
  clusters: z.array(projectMapClusterSchema).optional(),
});
export type ProjectMapResponse = z.infer<typeof projectMapResponseSchema>;

export const projectCarouselResponseSchema = z.array(projectSummarySchema);
