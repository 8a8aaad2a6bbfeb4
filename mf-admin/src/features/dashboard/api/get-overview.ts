import { useQuery } from '@plotwise/ui';
import type { AdminOverview } from '@plotwise/contracts';

export const overviewQueryKey = ['/api/admin/overview'] as const;

/** `GET /api/admin/overview`: the live counts on the dashboard's cards. */
export function useAdminOverview() {
  return useQuery<AdminOverview>({ queryKey: overviewQueryKey });
}
