import { apiRequest, useMutation, useQuery, useQueryClient } from '@plotwise/ui';
import type { SiteVisit, SiteVisitBookingPayload, SiteVisitCreated, VisitSlotsResponse } from '@plotwise/contracts';

export const visitSlotsKey = (projectId: number) => [`/api/projects/${projectId}/visit-slots`] as const;

/** The project's visiting hours and free slots; read in the browser only (the days start tomorrow, whenever that is). */
export const useVisitSlots = (projectId: number) => useQuery<VisitSlotsResponse>({ queryKey: visitSlotsKey(projectId), staleTime: 60_000 });

export function useBookVisit(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SiteVisitBookingPayload) => apiRequest<SiteVisitCreated>('POST', '/api/site-visits', payload),
    onSettled: () => client.invalidateQueries({ queryKey: visitSlotsKey(projectId) }),
  });
}

export const visitKey = (token: string) => [`/api/site-visits/${token}`] as const;
export const useVisit = (token: string) => useQuery<SiteVisit>({ queryKey: visitKey(token), staleTime: 0 });

/** Accept or cancel by the link's token; the page shows the answer. */
export function useVisitAction(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'accept' | 'cancel') => apiRequest<SiteVisit>('POST', `/api/site-visits/${token}/${action}`),
    onSuccess: (visit) => client.setQueryData(visitKey(token), visit),
  });
}

export const calendarUrl = (token: string) => `/api/site-visits/${token}/calendar.ics`;
export const visitPageUrl = (token: string) => `/projects/visits/${token}`;
