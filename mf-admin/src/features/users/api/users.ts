import { apiRequest, keepPreviousData, useQuery } from '@plotwise/ui';
import type { AdminAccount, BulkResult, Page, UserBulkPayload } from '@plotwise/contracts';

export interface UserFilters {
  search: string;
  role: string;
  status: string;
  sortBy?: string;
  sortOrder?: string;
  page: number;
}

export const usersQueryKey = (filters: UserFilters) => ['/api/admin/users', filters] as const;

/** `GET /api/admin/users?search=&role=&status=&sortBy=&sortOrder=&page=`. */
export function useUsers(filters: UserFilters) {
  return useQuery<Page<AdminAccount>>({ queryKey: usersQueryKey(filters), placeholderData: keepPreviousData });
}

/** `POST /api/admin/users/bulk`: approve (agents), suspend or activate the selected accounts in one call, answered per id. */
export const bulkChangeUsers = (payload: UserBulkPayload) => apiRequest<BulkResult>('POST', '/api/admin/users/bulk', payload);
