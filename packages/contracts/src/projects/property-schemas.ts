import { z } from 'zod';
import { choiceOrAllParam, pageParam, pageSizeParam, textParam } from '../common/query-params';
import { pageOf } from '../common/schemas';
import { PROJECT_PAGE_SIZE_DEFAULT, PROJECT_PAGE_SIZE_MAX, PROJECT_TYPES } from './constants';
import { checkPriceAndAreaRanges, priceAndAreaFields, projectSummarySchema, type PriceAndAreaInput } from './schemas';

/**
 * The older property-search API: a "property" is an
 * approved catalogue project seen under the older property filter names, with
 * `propertyType` (= projectType) on each item.
 * - `GET /api/properties?location=&propertyType=&minPrice=&maxPrice=&minArea=&maxArea=&page=&pageSize=`
 *   → `{ items: Property[], total, page, pageSize }`, featured first, then newest.
 * - `GET /api/properties/featured` → `Property[]` (at most PROJECT_CAROUSEL_LIMIT, newest first).
 */
export const propertySchema = projectSummarySchema.extend({
  propertyType: z.enum(PROJECT_TYPES),
});
export type Property = z.infer<typeof propertySchema>;

export const propertyListQuerySchema = z
  .strictObject({
    /** Matches the locality, the city or the state, any case. */
    location: textParam('location', 200),
    propertyType: choiceOrAllParam('propertyType', PROJECT_TYPES),
    ...priceAndAreaFields,
    page: pageParam(),
    pageSize: pageSizeParam(PROJECT_PAGE_SIZE_DEFAULT, PROJECT_PAGE_SIZE_MAX),
  })
  .superRefine(checkPriceAndAreaRanges);
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

/** The property search filters (client state) as a client sends them; empty ones are omitted. */
export type PropertyListQueryInput = PriceAndAreaInput & {
  location?: string;
  propertyType?: (typeof PROJECT_TYPES)[number] | 'all';
  page?: number | string;
  pageSize?: number | string;
};

export const propertyListResponseSchema = pageOf(propertySchema);
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;

export const propertyFeaturedResponseSchema = z.array(propertySchema);
