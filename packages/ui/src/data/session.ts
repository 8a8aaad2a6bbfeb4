import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryPathStartsWith } from './query';
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

/** Reads that belong to the signed-in person; another person signing in on the same page must not see them. */
const PERSONAL_QUERY_PREFIXES = ['/api/wishlist', '/api/account', '/api/projects/agent/', '/api/admin/'];

export function isPersonalQuery(queryKey: readonly unknown[]): boolean {
  return queryPathStartsWith(queryKey, PERSONAL_QUERY_PREFIXES);
}

/** Call after login or logout so every container sees the new session, and no one sees the last person's data. */
export function useRefreshSession(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await client.resetQueries({ predicate: (query) => isPersonalQuery(query.queryKey) });
  };
}
