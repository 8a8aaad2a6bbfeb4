import { CITIES_QUERY_KEY, useQuery } from '@plotwise/ui';
import type { CityDetail, CityStats } from '@plotwise/contracts';

export const cityQueryKey = (city: string) => [`/api/cities/${encodeURIComponent(city)}`] as const;

/** Every city with approved projects and its live figures. */
export function useCities() {
  return useQuery<CityStats[]>({ queryKey: CITIES_QUERY_KEY });
}

/** One city's banner, count and stats (404 'City not found' for a name that is no city). */
export function useCity(city: string) {
  return useQuery<CityDetail>({ queryKey: cityQueryKey(city), enabled: city.length > 0 });
}

/** The live stats of a city by name, any case. */
export function findCityStats(cities: readonly CityStats[] | undefined, city: string): CityStats | undefined {
  const wanted = city.trim().toLowerCase();
  return cities?.find((entry) => entry.city.toLowerCase() === wanted);
}
