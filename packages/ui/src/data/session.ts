import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, SessionUser } from '@plotwise/contracts';

/**
 * The session is server state: `GET /api/auth/me` is its only source, cached
 * under this key and refetched after login and logout. Nothing about it is
 * kept in local storage.
 */
export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

export interface SessionState {
  user: SessionUser | null;
  isLoading: boolean;
  isAdmin: boolean;
}

export function useSession(): SessionState {
  const { data, isLoading } = useQuery<MeResponse>({ queryKey: SESSION_QUERY_KEY });
  const user = data?.user ?? null;
  return { user, isLoading, isAdmin: user?.role === 'admin' };
}

/** Call after login or logout so every container sees the new session. */
export function useRefreshSession(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
