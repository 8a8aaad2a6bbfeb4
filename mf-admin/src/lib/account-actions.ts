import type { AccountChangeResponse, ApproveAgentResponse } from '@plotwise/contracts';
import { apiRequest, useMutation } from '@plotwise/ui';
import { useInvalidateAdmin } from './invalidate-admin';

/** `PATCH /api/admin/users/{id}/toggle-status`: suspend (signs the person out at once) or activate. */
export function useSetAccountActive() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      apiRequest<AccountChangeResponse>('PATCH', `/api/admin/users/${id}/toggle-status`, { isActive }),
    onSuccess: invalidate,
  });
}

/** `PATCH /api/admin/agents/{id}/approve`. */
export function useApproveAgent() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApproveAgentResponse>('PATCH', `/api/admin/agents/${id}/approve`),
    onSuccess: invalidate,
  });
}

/** `PATCH /api/admin/agents/{id}/suspend`. */
export function useSuspendAgent() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApproveAgentResponse>('PATCH', `/api/admin/agents/${id}/suspend`),
    onSuccess: invalidate,
  });
}

/** `PATCH /api/admin/agents/{id}/reject`: the registration stays on record, unapproved and inactive. */
export function useRejectAgent() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApproveAgentResponse>('PATCH', `/api/admin/agents/${id}/reject`),
    onSuccess: invalidate,
  });
}
