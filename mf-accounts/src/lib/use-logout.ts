import { apiRequest, readableError, useMutation, useNavigate, useRefreshSession, useToast } from '@plotwise/ui';
import { AUTH_TEXTS, type MessageResponse } from '@plotwise/contracts';

export const logout = () => apiRequest<MessageResponse>('POST', '/api/auth/logout');

/** Ends the session on the server, then leaves for home. */
export function useLogout() {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      toast({ title: AUTH_TEXTS.loggedOut, variant: 'success' });
      navigate('/');
      await refreshSession();
    },
    onError: (error) => toast({ title: 'Logout failed', description: readableError(error, 'Please try again.'), variant: 'destructive' }),
  });
}
