import { keepPreviousData, useQuery } from '@plotwise/ui';
import type { AdminAccount, Page } from '@plotwise/contracts';

export interface UserFilters {
  search: string;
  role: string;
  status: string;
  page: number;
}

export const usersQueryKey = (filters: UserFilters) => ['/api/admin/users', filters] as const;

/** `GET /api/admin/users?search=&role=&status=&page=`. */
export function useUsers(filters: UserFilters) {
  return useQuery<Page<AdminAccount>>({ queryKey: usersQueryKey(filters), placeholderData: keepPreviousData });
}
