import { useEffect, useRef } from 'react';
import { type SessionState, useNavigate, usePageMeta, useSession, useToast } from '@plotwise/ui';
import { AUTH_TEXTS, type SessionUser } from '@plotwise/contracts';

/**
 * Sends a visitor to /login with a toast saying why. Convenience only: every API
 * the page calls checks the session itself. Logging out leaves the page for
 * home before the session empties (useLogout), so it never sends anyone here.
 */
export function useRequireSession(): SessionState {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const warned = useRef(false);

  useEffect(() => {
    if (session.isLoading || session.user || warned.current) return;
    warned.current = true;
    toast({ title: AUTH_TEXTS.authenticationRequired, description: AUTH_TEXTS.authenticationRequiredDescription, variant: 'destructive' });
    navigate('/login', { replace: true });
  }, [session.isLoading, session.user, toast, navigate]);

  return session;
}

/** A signed-in page's start: its title, and the person once the session is read (null until then; a visitor is sent to /login). */
export function useSignedInPage(title: string): SessionUser | null {
  usePageMeta(title);
  const { user, isLoading } = useRequireSession();
  return isLoading ? null : user;
}
