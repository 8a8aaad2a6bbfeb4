import { apiRequest, invalidateByPrefix, useMutation, useQuery, useQueryClient } from '@plotwise/ui';
import type { LeadVisit, SiteVisitProposal, VisitSlotsResponse } from '@plotwise/contracts';

/** The project's free visiting times, for proposing another one. */
export const useProjectSlots = (projectId: number | null, enabled: boolean) =>
  useQuery<VisitSlotsResponse>({ queryKey: [`/api/projects/${projectId}/visit-slots`], enabled: enabled && projectId !== null, staleTime: 0 });

/** Confirm the requested time, or propose another: the buyer is told either way. */
export function useVisitDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, proposal }: { id: number; proposal?: SiteVisitProposal }) =>
      proposal
        ? apiRequest<LeadVisit>('POST', `/api/agent/site-visits/${id}/propose`, proposal)
        : apiRequest<LeadVisit>('POST', `/api/agent/site-visits/${id}/confirm`),
    onSuccess: () => invalidateByPrefix(client, ['/api/agent/leads']),
  });
}
