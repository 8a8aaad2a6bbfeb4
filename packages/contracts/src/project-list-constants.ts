/** The listings' sort options and page sizes, apart from the query schema (project-list.ts). */

/** Sort options of the listings page. `default`: featured first, then newest. */
export const PROJECT_SORTS = ['default', 'name_asc', 'name_desc', 'price_low', 'price_high', 'newest', 'oldest'] as const;

export type ProjectSort = (typeof PROJECT_SORTS)[number];

export const PROJECT_PAGE_SIZE_DEFAULT = 12;

export const PROJECT_PAGE_SIZE_MAX = 100;

/** `GET /api/projects/featured` and `/newly-launched`: at most this many, newest first. */
export const PROJECT_CAROUSEL_LIMIT = 12;

/** `GET /api/search/suggestions`: places in the catalogue matching what is being typed in a search box. */
export const SEARCH_SUGGESTIONS_PATH = '/api/search/suggestions';

/** Most suggestions one answer holds. */
export const SEARCH_SUGGESTIONS_LIMIT = 8;

/** Longest text suggestions are looked up for (the listings search box's limit). */
export const SEARCH_SUGGESTIONS_QUERY_MAX = 200;
