import { formatIndianNumber } from '../common/format';
import type { ProjectStatus, ProjectType } from './constants';
import type { SavedSearchFiltersInput } from './saved-searches';
import { SAVED_SEARCH_TEXTS } from './saved-search-texts';
import { PROJECT_STATUS_LABELS, PROJECT_TYPE_LABELS } from './texts';

// Zod-free, so the listings page can offer "Save this search" without the schemas.
/** The filters worth keeping: non-empty strings, and not `all`, which is no filter. */
export function savedFiltersOf(raw: Record<string, unknown>): SavedSearchFiltersInput {
  const kept = Object.entries(raw).filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '' && value !== 'all');
  return Object.fromEntries(kept.map(([key, value]) => [key, String(value).trim()])) as SavedSearchFiltersInput;
}

const rupees = (value: string) => `₹${formatIndianNumber(Number(value))}`;
const range = (min: string | undefined, max: string | undefined, format: (value: string) => string) =>
  min && max ? `${format(min)}–${format(max)}` : min ? `from ${format(min)}` : max ? `up to ${format(max)}` : null;

/** How a saved search reads in a list and a digest: 'Residential · Ready · Pune · ₹20,00,000–₹50,00,000 · "gated"'. */
export function savedSearchLabel(filters: SavedSearchFiltersInput): string {
  const parts = [
    filters.projectType ? PROJECT_TYPE_LABELS[filters.projectType as ProjectType] : null,
    filters.status ? PROJECT_STATUS_LABELS[filters.status as ProjectStatus] : null,
    filters.city ?? null,
    filters.location ?? null,
    range(filters.minPrice, filters.maxPrice, rupees),
    range(filters.minArea, filters.maxArea, (value) => `${formatIndianNumber(Number(value))} sq.ft`),
    filters.featured === 'true' ? SAVED_SEARCH_TEXTS.featuredOnly : null,
    filters.bbox ? SAVED_SEARCH_TEXTS.mapArea : null,
    filters.search ? `“${filters.search}”` : null,
  ];
  const label = parts.filter(Boolean).join(' · ');
  return label || SAVED_SEARCH_TEXTS.everyListing;
}
