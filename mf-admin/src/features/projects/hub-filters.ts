import {
  ADMIN_PROJECT_SORT_FIELDS,
  APPROVAL_STATUSES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  SORT_ORDERS,
  type AdminProjectListQueryInput,
  type AdminProjectSortField,
  type ApprovalStatus,
  type ProjectStatus,
  type ProjectType,
  type SortOrder,
} from '@plotwise/contracts';

/** What the Projects Overview's controls hold. */
export interface HubFilters {
  search: string;
  status: ProjectStatus | 'all';
  projectType: ProjectType | 'all';
  approvalStatus: ApprovalStatus | 'all';
  sortBy: AdminProjectSortField;
  sortOrder: SortOrder;
  page: number;
}

/** Newest first (createdAt, descending). */
export const DEFAULT_HUB_FILTERS: HubFilters = {
  search: '',
  status: 'all',
  projectType: 'all',
  approvalStatus: 'all',
  sortBy: 'createdAt',
  sortOrder: 'desc',
  page: 1,
};

/** Whether any filter narrows the list (sorting does not). */
export function hasActiveFilters(filters: HubFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all' || filters.projectType !== 'all' || filters.approvalStatus !== 'all';
}

/** Clear Filters: search, status and type (and our approval filter) back to all; the sort stays. */
export function clearedFilters(filters: HubFilters): HubFilters {
  return { ...filters, search: '', status: 'all', projectType: 'all', approvalStatus: 'all', page: 1 };
}

export function toListQuery(filters: HubFilters, search: string): AdminProjectListQueryInput {
  return {
    search: search.trim() || undefined,
    status: filters.status,
    projectType: filters.projectType,
    approvalStatus: filters.approvalStatus,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
    page: filters.page,
  };
}

/** The address's keys that hold the hub's filters and sort (the page is `page`). */
export const HUB_PARAM_KEYS = ['search', 'status', 'projectType', 'approvalStatus', 'sortBy', 'sortOrder'] as const;
export type HubParamKey = (typeof HUB_PARAM_KEYS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => values.find((candidate) => candidate === value) ?? fallback;

/** The hub's filters as the address holds them; anything unknown falls back to the default. */
export function filtersFromParams(values: Record<HubParamKey, string>, page: number): HubFilters {
  return {
    search: values.search,
    status: oneOf<HubFilters['status']>(['all', ...PROJECT_STATUSES], values.status, 'all'),
    projectType: oneOf<HubFilters['projectType']>(['all', ...PROJECT_TYPES], values.projectType, 'all'),
    approvalStatus: oneOf<HubFilters['approvalStatus']>(['all', ...APPROVAL_STATUSES], values.approvalStatus, 'all'),
    sortBy: oneOf(ADMIN_PROJECT_SORT_FIELDS, values.sortBy, DEFAULT_HUB_FILTERS.sortBy),
    sortOrder: oneOf(SORT_ORDERS, values.sortOrder, DEFAULT_HUB_FILTERS.sortOrder),
    page,
  };
}

/** A change of the toolbar as the address's values (the default sort is left out of the address). */
export function paramsOfChange(change: Partial<HubFilters>): Partial<Record<HubParamKey, string>> {
  const params: Partial<Record<HubParamKey, string>> = {};
  for (const key of HUB_PARAM_KEYS) {
    const value = change[key];
    if (value !== undefined) params[key] = value === DEFAULT_HUB_FILTERS[key] ? '' : value;
  }
  return params;
}
