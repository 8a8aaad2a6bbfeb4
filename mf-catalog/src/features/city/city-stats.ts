import { CITY_RECENT_DAYS, PROJECT_STATUSES, PROJECT_STATUS_LABELS, PROJECT_TYPES, PROJECT_TYPE_LABELS, type CityDetail } from '@plotwise/contracts';
import { formatLakhsPlus, formatPriceINR } from '@plotwise/ui';

export interface StatCard {
  label: string;
  value: string;
  detail: string;
}

/** 'n Residential · m Commercial', largest first, zero counts left out. */
function mix<K extends string>(counts: Partial<Record<K, number>>, order: readonly K[], labels: Record<K, string>): string {
  return order
    .map((key) => ({ key, count: counts[key] ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((entry) => `${entry.count} ${labels[entry.key]}`)
    .join(' · ');
}

/** The city page's stat cards, every figure computed from the city's live projects. */
export function cityStatCards(city: CityDetail): StatCard[] {
  const priced = city.minPrice !== null && city.maxPrice !== null;
  const top = city.popularLocalities.slice(0, 3);
  return [
    {
      label: 'Price range',
      value: priced ? `${formatLakhsPlus(city.minPrice!)}` : 'On request',
      detail: priced
        ? `From ${formatPriceINR(city.minPrice!)} to ${formatPriceINR(city.maxPrice!)}`
        : 'Every listed project here is priced on request',
    },
    {
      label: 'Popular areas',
      value: top.length > 0 ? top.map((locality) => locality.name).join(', ') : 'None yet',
      detail: `${city.popularLocalities.length} ${city.popularLocalities.length === 1 ? 'locality' : 'localities'} with listed projects`,
    },
    {
      label: 'Project types',
      value: mix(city.projectsByType, PROJECT_TYPES, PROJECT_TYPE_LABELS) || 'None yet',
      detail: `${city.verifiedCount} RERA verified · ${city.featuredCount} featured`,
    },
    {
      label: 'Status',
      value: mix(city.projectsByStatus, PROJECT_STATUSES, PROJECT_STATUS_LABELS) || 'None yet',
      detail: `${city.newlyLaunchedCount} newly launched · ${city.recentlyListedCount} listed in the last ${CITY_RECENT_DAYS} days`,
    },
  ];
}
