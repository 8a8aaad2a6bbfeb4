import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { PROJECT_STATUS_LABELS, PROJECT_TYPE_LABELS } from '@plotwise/contracts';
import { useCities } from '../../city';
import { FieldFrame } from '@plotwise/ui/forms';
import {
  AREA_CHOICES,
  LISTING_STATUS_CHOICES,
  LISTING_TYPE_CHOICES,
  PRICE_CHOICES,
  areaChoiceLabel,
  priceChoiceLabel,
  type ListingSearch,
} from '../listing-search';
import { columnGrid } from '../../../components/layout';

const Grid = styled.div`
  ${columnGrid(4, 768)}
  gap: 12px;
  @media (min-width: 1024px) { grid-template-columns: repeat(7, minmax(0, 1fr)); }
`;

type RangeKey = 'minPrice' | 'maxPrice' | 'minArea' | 'maxArea';

/** The select's choices, plus a value from a shared link that is not one of them. */
function choicesWith(choices: readonly number[], current: number | null): number[] {
  const all = [...choices];
  if (current !== null && !all.includes(current)) all.push(current);
  return all.sort((a, b) => a - b);
}

interface FilterPanelProps {
  search: ListingSearch;
  onChange: (changes: Partial<ListingSearch>) => void;
}

/** City, type, status, budget and area filters; each applies at once. */
export function FilterPanel({ search, onChange }: FilterPanelProps) {
  const id = useId();
  // The cities that have public projects, from the data, plus one from a shared link that has none.
  // Sorted by character (the names are capitalised English words): localeCompare would load the
  // browser's collation data in the middle of hydrating the page.
  const known = (useCities().data ?? []).map((entry) => entry.city).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const cities = search.city && !known.some((city) => city.toLowerCase() === search.city.toLowerCase())
    ? [...known, search.city]
    : known;

  const onRange = (key: RangeKey) => (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value === '' ? null : Number(event.target.value);
    const changes: Partial<ListingSearch> = { [key]: value };
    // A minimum above the maximum (or the reverse) clears the other bound instead of asking for nothing.
    if (value !== null) {
      if (key === 'minPrice' && search.maxPrice !== null && value > search.maxPrice) changes.maxPrice = null;
      if (key === 'maxPrice' && search.minPrice !== null && value < search.minPrice) changes.minPrice = null;
      if (key === 'minArea' && search.maxArea !== null && value > search.maxArea) changes.maxArea = null;
      if (key === 'maxArea' && search.minArea !== null && value < search.minArea) changes.minArea = null;
    }
    onChange(changes);
  };

  const rangeSelect = (key: RangeKey, label: string, choices: readonly number[], format: (n: number) => string, anyLabel: string) => (
    <FieldFrame>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} value={search[key] ?? ''} onChange={onRange(key)}>
        <option value="">{anyLabel}</option>
        {choicesWith(choices, search[key]).map((value) => <option key={value} value={value}>{format(value)}</option>)}
      </select>
    </FieldFrame>
  );

  return (
    <Grid>
      <FieldFrame>
        <label htmlFor={`${id}-city`}>City</label>
        <select id={`${id}-city`} value={cities.find((city) => city.toLowerCase() === search.city.toLowerCase()) ?? ''} onChange={(event) => onChange({ city: event.target.value })}>
          <option value="">All cities</option>
          {cities.map((city) => <option key={city} value={city}>{city}</option>)}
        </select>
      </FieldFrame>
      <FieldFrame>
        <label htmlFor={`${id}-type`}>Project type</label>
        <select id={`${id}-type`} value={search.projectType} onChange={(event) => onChange({ projectType: event.target.value as ListingSearch['projectType'] })}>
          {LISTING_TYPE_CHOICES.map((type) => (
            <option key={type} value={type}>{type === 'all' ? 'All types' : PROJECT_TYPE_LABELS[type]}</option>
          ))}
        </select>
      </FieldFrame>
      <FieldFrame>
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} value={search.status} onChange={(event) => onChange({ status: event.target.value as ListingSearch['status'] })}>
          {LISTING_STATUS_CHOICES.map((status) => (
            <option key={status} value={status}>{status === 'all' ? 'All statuses' : PROJECT_STATUS_LABELS[status]}</option>
          ))}
        </select>
      </FieldFrame>
      {rangeSelect('minPrice', 'Min price', PRICE_CHOICES, priceChoiceLabel, 'No minimum')}
      {rangeSelect('maxPrice', 'Max price', PRICE_CHOICES, priceChoiceLabel, 'No maximum')}
      {rangeSelect('minArea', 'Min area', AREA_CHOICES, areaChoiceLabel, 'No minimum')}
      {rangeSelect('maxArea', 'Max area', AREA_CHOICES, areaChoiceLabel, 'No maximum')}
    </Grid>
  );
}
