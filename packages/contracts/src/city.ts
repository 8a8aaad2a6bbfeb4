import { z } from 'zod';

/** One city's live figures, computed from approved projects (`GET /api/cities`). */
export const cityStatsSchema = z.object({
  city: z.string(),
  state: z.string().nullable(),
  projectCount: z.number().int(),
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  /** Localities with the most projects, most first (at most 6). */
  popularLocalities: z.array(z.object({ name: z.string(), projectCount: z.number().int() })),
});
export type CityStats = z.infer<typeof cityStatsSchema>;

/** The home page shows these four first and expands to the rest of CITIES. */
export const HOME_FEATURED_CITIES = ['Pune', 'Mumbai', 'Bangalore', 'Hyderabad'] as const;
