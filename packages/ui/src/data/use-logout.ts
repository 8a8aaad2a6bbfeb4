import { AUTH_TEXTS, type MessageResponse } from '@plotwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '../router';
import { useToast } from '../toast/use-toast';
import { apiRequest, readableError } from './api-client';
import { pathCommitted } from './committed-path';
import { useRefreshSession } from './session';

/**
 * Logout, wherever it is offered (the header, the dashboards, the admin
 * portal): ends the session on the server, says 'Logged out', goes home and
 * lets every container see that no one is signed in.
 */
export function useLogout() {
  const toast = useToast();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse>('POST', '/api/auth/logout'),
    onSuccess: async () => {
      toast({ title: AUTH_TEXTS.loggedOut, variant: 'success' });
      // The session ends on screen once home is shown: a guarded page being left never sees a visitor.
      const home = window.location.pathname === '/' ? Promise.resolve() : pathCommitted('/');
      navigate('/');
      await home;
      await refreshSession();
    },
    onError: (error) => toast({ title: 'Logout failed', description: readableError(error, 'Please try again.'), variant: 'destructive' }),
  });
}
