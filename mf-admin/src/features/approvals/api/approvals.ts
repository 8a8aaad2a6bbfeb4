import type { ApprovalListResponse, ProjectDecisionResponse } from '@plotwise/contracts';
import { apiRequest, keepPreviousData, useQuery } from '@plotwise/ui';
import { useAdminMutation } from '../../../lib/invalidate-admin';

export interface ApprovalFilters {
  type: string;
  page: number;
}

export const approvalsQueryKey = (filters: ApprovalFilters) => ['/api/admin/approvals', filters] as const;

/** `GET /api/admin/approvals?type=&page=`: agents and projects waiting, longest first. */
export function useApprovals(filters: ApprovalFilters) {
  return useQuery<ApprovalListResponse>({ queryKey: approvalsQueryKey(filters), placeholderData: keepPreviousData });
}

/** `PATCH /api/admin/projects/{id}/approve`: publishes it and queues the SMS alerts. */
export function useApproveProject() {
  return useAdminMutation((id: number) => apiRequest<ProjectDecisionResponse>('PATCH', `/api/admin/projects/${id}/approve`));
}

/** `PATCH /api/admin/projects/{id}/reject` with an optional reason the agent reads. */
export function useRejectProject() {
  return useAdminMutation(({ id, reason }: { id: number; reason: string }) =>
    apiRequest<ProjectDecisionResponse>('PATCH', `/api/admin/projects/${id}/reject`, reason ? { reason } : {}),
  );
}
