import { apiRequest, readableError, useMutation, useNavigate, useRefreshSession, useToast } from '@plotwise/ui';
import { AUTH_TEXTS, type MessageResponse } from '@plotwise/contracts';

/** The header's Logout: ends the session on the server, says 'Logged out' and goes home. */
export function useHeaderLogout() {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse>('POST', '/api/auth/logout'),
    onSuccess: async () => {
      toast({ title: AUTH_TEXTS.loggedOut, variant: 'success' });
      navigate('/');
      await refreshSession();
    },
    onError: (error) => toast({ title: 'Logout failed', description: readableError(error, 'Please try again.'), variant: 'destructive' }),
  });
}
