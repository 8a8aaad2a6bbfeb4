import { apiRequest, useQuery } from '@plotwise/ui';
import type { RemotesConfig } from '@plotwise/contracts';

export const REMOTES_QUERY_KEY = ['/remotes.json'] as const;

/**
 * The server validates its remotes configuration with the contracts' zod schema
 * when it starts (config.ts), so the shell only checks the shape it relies on:
 * keeping zod off the first page load is worth ~25 KB of JavaScript.
 */
function asRemotesConfig(body: unknown): RemotesConfig {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  const valid =
    Array.isArray(remotes) &&
    remotes.every(
      (remote: Partial<RemotesConfig['remotes'][number]>) =>
        typeof remote?.name === 'string' && typeof remote.entry === 'string' && Array.isArray(remote.routes),
    );
  if (!valid) throw new Error('remotes.json does not describe the site’s remotes.');
  const { loadTimeoutMs } = body as RemotesConfig;
  return {
    remotes: (remotes as RemotesConfig['remotes']).map((remote) => ({ ...remote, excludeRoutes: remote.excludeRoutes ?? [] })),
    ...(typeof loadTimeoutMs === 'number' ? { loadTimeoutMs } : {}),
  };
}

/** The site's composition, read once from the server: which remote owns which routes. */
export function useRemotes() {
  return useQuery<RemotesConfig>({
    queryKey: REMOTES_QUERY_KEY,
    queryFn: async () => asRemotesConfig(await apiRequest('GET', '/remotes.json')),
  });
}
