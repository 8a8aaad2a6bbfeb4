import { CITIES, type ApprovalStatus, type City, type ProjectStatus, type ProjectType } from './catalog-constants';

/**
 * The admin hub's and media screen's constants and query keys: no zod here, so
 * the pages read them without the schemas (admin-project.ts and admin-media.ts
 * build on them).
 */

/** Plot sizes are stated in these (spec: sq.ft, sq.m, acre). */
export const PLOT_SIZE_UNITS = ['sq.ft', 'sq.m', 'acres'] as const;
export type PlotSizeUnit = (typeof PLOT_SIZE_UNITS)[number];

export const ADMIN_PROJECT_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  descriptionMin: 10,
  descriptionMax: 5000,
  locationMin: 3,
  cityMin: 2,
  stateMin: 2,
  placeMax: 200,
  maxArea: 1_000_000_000,
  /** Rupees; above any real project, inside the bigint column. */
  maxStartingPrice: 1_000_000_000_000,
  maxListItems: 50,
  maxImages: 20,
  urlMax: 2048,
} as const;

/** The hub's sort whitelist: the spec's three, and city for the table's column. */
export const ADMIN_PROJECT_SORT_FIELDS = ['createdAt', 'title', 'city', 'startingPrice'] as const;
export type AdminProjectSortField = (typeof ADMIN_PROJECT_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Cards per page: fills one, two or three columns evenly. */
export const ADMIN_PROJECT_PAGE_SIZE = 12;
export const ADMIN_PROJECT_PAGE_SIZE_MAX = 60;
/** The spec's six placeholder cards while the list loads. */
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

export const adminProjectsQueryKey = (query: AdminProjectListQueryInput) => ['/api/admin/projects', query] as const;
export const adminProjectQueryKey = (id: number) => [`/api/admin/projects/${id}`] as const;

/** The bulk importer's limits. */
export const BULK_UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, sizeLabel: '5MB', maxRows: 10_000 } as const;

/** Media categories: projects, owner-submitted plots (properties) and the city banners. */
export const MEDIA_CATEGORIES = ['project', 'property', 'city'] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];
export type MediaTab = MediaCategory | 'all';

/** The spec's eight cities of City Images, in its order. */
const SPEC_MEDIA_CITIES: readonly City[] = ['Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Pune', 'Ahmedabad', 'Chennai', 'Kolkata'];

/**
 * Every city whose card the site shows (CITIES) has an editable banner: the
 * spec's eight first, in its order, then the rest.
 */
export const MEDIA_CITIES: readonly City[] = [...SPEC_MEDIA_CITIES, ...CITIES.filter((city) => !SPEC_MEDIA_CITIES.includes(city))];

export const MEDIA_PAGE_SIZE = 24;
export const MEDIA_PAGE_SIZE_MAX = 96;

export const mediaQueryKey = (category: MediaTab, page: number) => ['/api/admin/media', { category, page }] as const;
