import { useMutation } from '@tanstack/react-query';
import type { RegisterPayload, RegisterResponse } from '@plotwise/contracts';
import { apiRequest } from '@plotwise/ui';

export const register = (payload: RegisterPayload) => apiRequest<RegisterResponse>('POST', '/api/auth/register', payload);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
