import type { InquiryStatus, Lead, LeadBulkPayload, LeadBulkResult, LeadListResponse, LeadRecord, NewsletterSubscriberItem, Page } from '@plotwise/contracts';
import { apiRequest, keepPreviousData, useQuery } from '@plotwise/ui';
import { useAdminMutation } from '../../../lib/invalidate-admin';

export interface LeadFilters {
  kind: string;
  status: string;
  search: string;
  sortBy?: string;
  sortOrder?: string;
  page: number;
}

export const leadsQueryKey = (filters: LeadFilters) => ['/api/admin/inquiries', filters] as const;

/** `GET /api/admin/inquiries?kind=&status=&search=&sortBy=&sortOrder=&page=`: every lead kind, newest first unless sorted. */
export function useLeads(filters: LeadFilters, enabled: boolean) {
  return useQuery<LeadListResponse>({ queryKey: leadsQueryKey(filters), placeholderData: keepPreviousData, enabled });
}

/** `PATCH /api/admin/inquiries/{record}/{id}/status`. */
export function useUpdateLeadStatus() {
  return useAdminMutation(({ record, id, status }: { record: LeadRecord; id: number; status: InquiryStatus }) =>
    apiRequest<Lead>('PATCH', `/api/admin/inquiries/${record}/${id}/status`, { status }),
  );
}

/** `POST /api/admin/inquiries/bulk`: mark the selected leads In Progress or Responded in one call, answered per lead. */
export const bulkUpdateLeads = (payload: LeadBulkPayload) => apiRequest<LeadBulkResult>('POST', '/api/admin/inquiries/bulk', payload);

export const subscribersQueryKey = (filters: { search: string; page: number }) => ['/api/admin/inquiries/newsletter', filters] as const;

/** `GET /api/admin/inquiries/newsletter?search=&page=`. */
export function useNewsletterSubscribers(filters: { search: string; page: number }) {
  return useQuery<Page<NewsletterSubscriberItem>>({ queryKey: subscribersQueryKey(filters), placeholderData: keepPreviousData });
}

/** `PATCH /api/admin/inquiries/enquiry/{id}/agent`: hand an inquiry to another approved agent. */
export function useReassignLead() {
  return useAdminMutation(({ id, agentId }: { id: number; agentId: number }) => apiRequest<unknown>('PATCH', `/api/admin/inquiries/enquiry/${id}/agent`, { agentId }));
}
