import { z } from 'zod';
import { PROJECT_STATUSES, PROJECT_TYPES } from '../projects/constants';

/** A locality (the project's `location`) inside a city, with its live figures. */
export const cityLocalitySchema = z.object({
  name: z.string(),
  projectCount: z.number().int(),
  /** Lowest starting price there; null when every project there is priced on request. */
  minPrice: z.number().int().nullable(),
});
export type CityLocality = z.infer<typeof cityLocalitySchema>;

/**
 * One city's live figures, computed from approved projects. `GET /api/cities`
 * answers one per city that has approved projects, most projects first; city
 * names are grouped case-insensitively and spelt as in CITIES when they are one.
 */
export const cityStatsSchema = z.object({
  city: z.string(),
  state: z.string().nullable(),
  projectCount: z.number().int(),
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  /** Localities with the most projects, most first (at most CITY_POPULAR_LOCALITIES_LIMIT). */
  popularLocalities: z.array(cityLocalitySchema),
  /** The city's banner picture (admin media edits it); null when none is set. */
  imageUrl: z.string().nullable(),
  imageCaption: z.string().nullable(),
});
export type CityStats = z.infer<typeof cityStatsSchema>;

/**
 * `GET /api/cities/{city}` (any case): the city page's banner, count and stats.
 * A city of CITIES with no projects answers with zero counts; any other unknown
 * city is 404 'City not found'. `popularLocalities` holds up to CITY_PAGE_LOCALITIES_LIMIT.
 */
export const cityDetailSchema = cityStatsSchema.extend({
  averagePrice: z.number().int().nullable(),
  projectsByType: z.record(z.enum(PROJECT_TYPES), z.number().int()),
  projectsByStatus: z.record(z.enum(PROJECT_STATUSES), z.number().int()),
  featuredCount: z.number().int(),
  newlyLaunchedCount: z.number().int(),
  verifiedCount: z.number().int(),
  /** Projects listed in the last CITY_RECENT_DAYS days. */
  recentlyListedCount: z.number().int(),
});
export type CityDetail = z.infer<typeof cityDetailSchema>;

export const cityListResponseSchema = z.array(cityStatsSchema);

export const cityParamsSchema = z.strictObject({
  city: z
    .string()
    .trim()
    .min(2, 'city must be at least 2 characters')
    .max(100, 'city must be at most 100 characters')
    .regex(/^[\p{L}][\p{L}\p{M} .'-]*$/u, 'city must be a city name (letters, spaces, dots, hyphens)'),
});
