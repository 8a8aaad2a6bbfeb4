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

/**
 * Each city's centre (its main square, station or secretariat, as people
 * mean "the city centre"), for a project's "12 km from Pune city centre".
 */
export const CITY_CENTRES: Readonly<Record<City, { latitude: number; longitude: number }>> = {
  Pune: { latitude: 18.5204, longitude: 73.8567 },
  Mumbai: { latitude: 18.9398, longitude: 72.8355 },
  Bangalore: { latitude: 12.9716, longitude: 77.5946 },
  Hyderabad: { latitude: 17.385, longitude: 78.4867 },
  Delhi: { latitude: 28.6315, longitude: 77.2167 },
  Chennai: { latitude: 13.0827, longitude: 80.2707 },
  Kolkata: { latitude: 22.5726, longitude: 88.3639 },
  Ahmedabad: { latitude: 23.0225, longitude: 72.5714 },
  Jaipur: { latitude: 26.9124, longitude: 75.7873 },
  Lucknow: { latitude: 26.8467, longitude: 80.9462 },
  Kochi: { latitude: 9.9312, longitude: 76.2673 },
  Chandigarh: { latitude: 30.7333, longitude: 76.7794 },
};

/** The centre of a city named in any case ('pune'), or null for a city the site does not know. */
export function cityCentreOf(city: string): { latitude: number; longitude: number } | null {
  const known = CITIES.find((name) => name.toLowerCase() === city.trim().toLowerCase());
  return known ? CITY_CENTRES[known] : null;
}
