/** City figures' fixed values, apart from the zod schemas (city.ts). */

export const CITY_POPULAR_LOCALITIES_LIMIT = 6;

export const CITY_PAGE_LOCALITIES_LIMIT = 12;

/** A city's recent listings: projects approved-and-created within this many days. */
export const CITY_RECENT_DAYS = 90;

/** The home page shows these four first and expands to the rest of CITIES. */
export const HOME_FEATURED_CITIES = ['Pune', 'Mumbai', 'Bangalore', 'Hyderabad'] as const;
