import { apiRequest, useMutation } from '@plotwise/ui';
import type { ForgotPasswordPayload, MessageResponse, ResetPasswordPayload } from '@plotwise/contracts';

export const requestPasswordResetLink = (payload: ForgotPasswordPayload) => apiRequest<MessageResponse>('POST', '/api/auth/forgot-password', payload);

export function useRequestPasswordResetLink() {
  return useMutation({ mutationFn: requestPasswordResetLink });
}

export const resetPassword = (payload: ResetPasswordPayload) => apiRequest<MessageResponse>('POST', '/api/auth/reset-password', payload);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
