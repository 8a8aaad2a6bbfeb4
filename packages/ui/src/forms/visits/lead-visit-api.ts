import { apiRequest, invalidateByPrefix, useMutation, useQuery, useQueryClient } from '@plotwise/ui';
import type { LeadVisit, SiteVisitProposal, VisitSlotsResponse } from '@plotwise/contracts';

/** The project's free visiting times, for proposing another one. */
export const useProjectSlots = (projectId: number | null, enabled: boolean) =>
  useQuery<VisitSlotsResponse>({ queryKey: [`/api/projects/${projectId}/visit-slots`], enabled: enabled && projectId !== null, staleTime: 0 });

export type VisitDecision = { id: number; action: 'confirm' | 'cancel' } | { id: number; action: 'propose'; proposal: SiteVisitProposal };

/** Confirm the requested time, propose another, or cancel: the buyer is told each time. `listPath` is the list to read again. */
export function useVisitDecision(listPath: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: VisitDecision) =>
      apiRequest<LeadVisit>('POST', `/api/agent/site-visits/${decision.id}/${decision.action}`, decision.action === 'propose' ? decision.proposal : undefined),
    onSuccess: () => invalidateByPrefix(client, [listPath]),
  });
}
