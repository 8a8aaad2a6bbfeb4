import { apiRequest, useMutation, useQuery, useQueryClient } from '@plotwise/ui';
import type { LeadAlertSettings, LeadAlertSettingsPayload, NewLeadCount } from '@plotwise/contracts';

const ALERTS_PATH = '/api/agent/lead-alerts';
const NEW_COUNT_PATH = '/api/agent/leads/new-count';

export const useLeadAlerts = () => useQuery<LeadAlertSettings>({ queryKey: [ALERTS_PATH] });

export function useUpdateLeadAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: LeadAlertSettingsPayload) => apiRequest<LeadAlertSettings>('PATCH', ALERTS_PATH, change),
    onSuccess: (settings) => client.setQueryData([ALERTS_PATH], settings),
  });
}

/** Leads since the agent last opened the Leads tab; looked at again every minute while the dashboard is open. */
export const useNewLeadCount = (enabled: boolean) =>
  useQuery<NewLeadCount>({ queryKey: [NEW_COUNT_PATH], enabled, refetchInterval: 60_000, staleTime: 0 });

/** The agent opened the Leads tab: the count starts again from now. */
export function useMarkLeadsSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('POST', '/api/agent/leads/seen'),
    // Read again (cancelling a count fetched before the mark), so the tab's count is the server's.
    onSuccess: () => client.invalidateQueries({ queryKey: [NEW_COUNT_PATH] }),
  });
}
