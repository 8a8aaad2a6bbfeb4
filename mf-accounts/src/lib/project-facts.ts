import { CATALOG_TEXTS, type Project } from '@plotwise/contracts';
import { formatIndianNumber, formatRupees } from '@plotwise/ui';

/** "₹24,50,000 onwards", or 'Price on Request' without a starting price. */
export function formatStartingPrice(price: number | null): string {
  return price === null ? CATALOG_TEXTS.priceOnRequest : `${formatRupees(price)} ${CATALOG_TEXTS.onwards}`;
}

/** "12.5 acres", "2,400 sq.ft". */
export function formatArea(project: Pick<Project, 'totalArea' | 'areaUnit'>): string {
  const amount = Number.isInteger(project.totalArea) ? formatIndianNumber(project.totalArea) : String(project.totalArea);
  return `${amount} ${project.areaUnit}`;
}

export function formatPlace(project: Pick<Project, 'location' | 'city' | 'state'>): string {
  return [project.location, project.city, project.state].filter(Boolean).join(', ');
}

const PROJECT_TYPE_LABELS: Record<Project['projectType'], string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  'mixed-use': 'Mixed-use',
  agricultural: 'Agricultural',
};

export function projectTypeLabel(type: Project['projectType']): string {
  return PROJECT_TYPE_LABELS[type];
}

/** The picture a card shows: the default image, else the first. */
export function coverImage(project: Pick<Project, 'defaultImage' | 'images'>): string | null {
  return project.defaultImage ?? project.images[0]?.url ?? null;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
