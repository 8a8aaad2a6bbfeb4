import { formatIndianNumber, type CityStats } from '@plotwise/contracts';
import { HAPPY_CUSTOMERS, yearsOfExperience } from '../content/company-figures';
import { useQuery } from './query';

/** `GET /api/cities`: every city with approved projects and its live figures (the home page's city cards read it too). */
export const CITIES_QUERY_KEY = ['/api/cities'] as const;

export interface SiteFigure {
  key: 'projects' | 'cities' | 'customers' | 'years';
  value: string;
  label: string;
}

/** Public projects and the cities they are in, from the cities list (one grouped query, no extra endpoint). */
export function catalogueCounts(cities: readonly CityStats[]): { projects: number; cities: number } {
  return { projects: cities.reduce((sum, city) => sum + city.projectCount, 0), cities: cities.length };
}

/**
 * The figures Home, About and Services show, in one order: the live counts
 * once the cities list has arrived (on the server for a server-rendered page),
 * then the figures of the content module.
 */
export function useSiteFigures(): SiteFigure[] {
  const cities = useQuery<CityStats[]>({ queryKey: CITIES_QUERY_KEY });
  const counts = cities.data ? catalogueCounts(cities.data) : null;
  return [
    ...(counts
      ? [
          { key: 'projects', value: formatIndianNumber(counts.projects), label: counts.projects === 1 ? 'Project listed' : 'Projects listed' },
          { key: 'cities', value: String(counts.cities), label: counts.cities === 1 ? 'City' : 'Cities' },
        ] as const
      : []),
    { key: 'customers', value: HAPPY_CUSTOMERS, label: 'Happy customers' },
    { key: 'years', value: yearsOfExperience(), label: 'Years of experience' },
  ];
}
