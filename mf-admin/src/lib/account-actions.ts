import type { AccountChangeResponse, ApproveAgentResponse } from '@plotwise/contracts';
import { apiRequest } from '@plotwise/ui';
import { useAdminMutation } from './invalidate-admin';

/** `PATCH /api/admin/users/{id}/toggle-status`: suspend (signs the person out at once) or activate. */
export function useSetAccountActive() {
  return useAdminMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    apiRequest<AccountChangeResponse>('PATCH', `/api/admin/users/${id}/toggle-status`, { isActive }),
  );
}

/** `PATCH /api/admin/agents/{id}/approve`. */
export function useApproveAgent() {
  return useAdminMutation((id: number) => apiRequest<ApproveAgentResponse>('PATCH', `/api/admin/agents/${id}/approve`));
}

/** `PATCH /api/admin/agents/{id}/suspend`. */
export function useSuspendAgent() {
  return useAdminMutation((id: number) => apiRequest<ApproveAgentResponse>('PATCH', `/api/admin/agents/${id}/suspend`));
}

/** `PATCH /api/admin/agents/{id}/reject`: the registration stays on record, unapproved and inactive. */
export function useRejectAgent() {
  return useAdminMutation((id: number) => apiRequest<ApproveAgentResponse>('PATCH', `/api/admin/agents/${id}/reject`));
}
