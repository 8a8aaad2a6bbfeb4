import { keepPreviousData, useQuery } from '@plotwise/ui';
import type { AdminAgentListResponse } from '@plotwise/contracts';

export interface AgentFilters {
  search: string;
  status: string;
  page: number;
}

export const agentsQueryKey = (filters: AgentFilters) => ['/api/admin/agents', filters] as const;

/** `GET /api/admin/agents?search=&status=&page=`, with the pending, approved and total counters. */
export function useAgents(filters: AgentFilters) {
  return useQuery<AdminAgentListResponse>({ queryKey: agentsQueryKey(filters), placeholderData: keepPreviousData });
}
