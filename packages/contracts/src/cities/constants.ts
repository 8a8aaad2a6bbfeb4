/** The cities the site names, and the figures of a city's page. No zod here. */

/** The twelve cities of the admin hub's city choices and the home page's city cards. */
export const CITIES = [
  'Pune', 'Mumbai', 'Bangalore', 'Hyderabad', 'Delhi', 'Chennai',
  'Kolkata', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Kochi', 'Chandigarh',
] as const;
export type City = (typeof CITIES)[number];

/** A city's name as the site spells it: as in CITIES when it is one of them, else as the data spells it most. */
export function cityDisplayName(key: string, mostCommon: string): string {
  return CITIES.find((city) => city.toLowerCase() === key.toLowerCase()) ?? mostCommon;
}

/** The home page shows these four first and expands to the rest of CITIES. */
export const HOME_FEATURED_CITIES = ['Pune', 'Mumbai', 'Bangalore', 'Hyderabad'] as const;

export const CITY_POPULAR_LOCALITIES_LIMIT = 6;

export const CITY_PAGE_LOCALITIES_LIMIT = 12;

/** A city's recent listings: projects approved-and-created within this many days. */
export const CITY_RECENT_DAYS = 90;
