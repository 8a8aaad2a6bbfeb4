import { apiRequest, useMutation } from '@plotwise/ui';
import type { RegisterPayload, RegisterResponse } from '@plotwise/contracts';

export const register = (payload: RegisterPayload) => apiRequest<RegisterResponse>('POST', '/api/auth/register', payload);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
