import { useMutation } from '@tanstack/react-query';
import type { LoginPayload, LoginResponse } from '@plotwise/contracts';
import { apiRequest } from '@plotwise/ui';

export const login = (payload: LoginPayload) => apiRequest<LoginResponse>('POST', '/api/auth/login', payload);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
