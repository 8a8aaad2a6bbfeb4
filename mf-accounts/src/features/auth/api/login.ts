import { apiRequest, useMutation } from '@plotwise/ui';
import type { LoginPayload, LoginResponse } from '@plotwise/contracts';

export const login = (payload: LoginPayload) => apiRequest<LoginResponse>('POST', '/api/auth/login', payload);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
