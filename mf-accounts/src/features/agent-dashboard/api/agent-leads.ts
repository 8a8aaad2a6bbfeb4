import { apiRequest, invalidateByPrefix, useMutation, useQuery, useQueryClient, withQuery } from '@plotwise/ui';
import type { AgentLead, AgentLeadListResponse, AgentLeadUpdatePayload, LeadStage } from '@plotwise/contracts';

export interface LeadFilters {
  stage?: LeadStage;
  projectId?: number;
}

const LEADS_PATH = '/api/agent/leads';

/** `GET /api/agent/leads`: the signed-in agent's leads, newest first, filtered. */
export function useAgentLeads(filters: LeadFilters, page: number) {
  return useQuery<AgentLeadListResponse>({ queryKey: [withQuery(LEADS_PATH, { ...filters, page, pageSize: 20 })] });
}

/** The same filters as a CSV download, every page. */
export const leadsCsvUrl = (filters: LeadFilters) => withQuery('/api/agent/leads.csv', { ...filters });

export function useUpdateLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AgentLeadUpdatePayload }) => apiRequest<AgentLead>('PATCH', `${LEADS_PATH}/${id}`, change),
    onSuccess: () => invalidateByPrefix(client, [LEADS_PATH]),
  });
}
