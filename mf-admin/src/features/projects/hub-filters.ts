import type { AdminProjectListQueryInput, AdminProjectSortField, ApprovalStatus, ProjectStatus, ProjectType, SortOrder } from '@plotwise/contracts';

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
