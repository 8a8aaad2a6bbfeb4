import { useQuery } from '@plotwise/ui';
import type { AdminTrends } from '@plotwise/contracts';

export const trendsQueryKey = ['/api/admin/overview/trends'] as const;

/** `GET /api/admin/overview/trends`: what the dashboard's charts draw. */
export function useAdminTrends() {
  return useQuery<AdminTrends>({ queryKey: trendsQueryKey });
}
