import { z } from 'zod';
import { PROJECT_STATUSES, PROJECT_TYPES } from './catalog-constants';
import { pageOf, projectSummarySchema } from './project';
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
} from './query-params';
import { PROJECT_SORTS, PROJECT_PAGE_SIZE_DEFAULT, PROJECT_PAGE_SIZE_MAX } from './project-list-constants';
import type { ProjectSort } from './project-list-constants';

const projectListFields = {
  /** Full-text search over title, description, place, RERA number, type and amenities; every word must match, misspelt places and names forgiven. */
  search: textParam('search', 200),
  /** A place: matches the locality, the city or the state (any case, part of a word is enough). */
  location: textParam('location', 200),
  /** Exact city name, any case. */
  city: textParam('city', 100),
  projectType: choiceOrAllParam('projectType', PROJECT_TYPES),
  status: choiceOrAllParam('status', PROJECT_STATUSES),
  /** Starting price in rupees, inclusive; projects priced on request drop out when either bound is set. */
  minPrice: rupeesParam('minPrice'),
  maxPrice: rupeesParam('maxPrice'),
  /** Total area in sq.ft, inclusive, whatever unit the project states it in. */
  minArea: squareFeetParam('minArea'),
  maxArea: squareFeetParam('maxArea'),
  featured: booleanParam('featured'),
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
export const projectListQuerySchema = z.strictObject(projectListFields).superRefine(
  checkRanges([
    ['minPrice', 'maxPrice'],
    ['minArea', 'maxArea'],
  ]),
);
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** What a client may send: every field optional, as strings or numbers (`all` for no type or status). */
export type ProjectListQueryInput = {
  search?: string;
  location?: string;
  city?: string;
  projectType?: (typeof PROJECT_TYPES)[number] | 'all';
  status?: (typeof PROJECT_STATUSES)[number] | 'all';
  minPrice?: number | string;
  maxPrice?: number | string;
  minArea?: number | string;
  maxArea?: number | string;
  featured?: boolean | 'true' | 'false';
  sortBy?: ProjectSort;
  page?: number | string;
  pageSize?: number | string;
};

/** `GET /api/projects` reply. */
export const projectListResponseSchema = pageOf(projectSummarySchema);
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const projectCarouselResponseSchema = z.array(projectSummarySchema);
