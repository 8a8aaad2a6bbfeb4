import { useEffect } from 'react';
import { useNavigate } from '@plotwise/ui';
import type { SessionState } from '@plotwise/ui';
import { useRequireSession } from './use-require-session';

/**
 * The agent pages' guard: a visitor goes to /login (with a toast saying why), an
 * agent awaiting approval to /agent-pending, anyone who is not an agent to
 * /dashboard. Convenience only: the agent APIs check the same on the server.
 * `isAgent` is true only for an approved agent.
 */
export function useApprovedAgentSession(): SessionState & { isAgent: boolean } {
  const session = useRequireSession();
  const navigate = useNavigate();
  const { user } = session;
  const isAgent = user?.role === 'agent' && user.isApproved;

  useEffect(() => {
    if (!user || isAgent) return;
    navigate(user.role === 'agent' ? '/agent-pending' : '/dashboard', { replace: true });
  }, [user, isAgent, navigate]);

  return { ...session, isAgent };
}
