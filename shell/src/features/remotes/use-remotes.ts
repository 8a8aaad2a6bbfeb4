import { apiRequest, useQuery } from '@plotwise/ui';
import { INLINE_REMOTES_ID, type RemotesConfig } from '@plotwise/contracts';

export const REMOTES_QUERY_KEY = ['/remotes.json'] as const;

/**
 * The server validates its remotes configuration with the contracts' zod schema
 * when it starts (config.ts), so the shell only checks the shape it relies on:
 * keeping zod off the first page load saves its JavaScript.
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
    remotes: (remotes as RemotesConfig['remotes']).map((remote) => ({ ...remote, excludeRoutes: remote.excludeRoutes ?? [], serverRendered: remote.serverRendered ?? false })),
    ...(typeof loadTimeoutMs === 'number' ? { loadTimeoutMs } : {}),
  };
}


export function inlineRemotesConfig(): RemotesConfig | undefined {
  if (typeof document === 'undefined') return undefined; // the server's render sets the data itself
  const text = document.getElementById(INLINE_REMOTES_ID)?.textContent;
  if (!text) return undefined;
  try {
    return asRemotesConfig(JSON.parse(text));
  } catch {
    return undefined; // fall back to GET /remotes.json
  }
}

/**
 * The site's composition: which remote owns which routes. Read from the page
 * when the server wrote it there (no round trip before the first remote can
 * start loading), otherwise once from GET /remotes.json.
 */
export function useRemotes() {
  // On the server the render puts the list in the cache before rendering.
  return useQuery<RemotesConfig>({
    queryKey: REMOTES_QUERY_KEY,
    queryFn: async () => asRemotesConfig(await apiRequest('GET', '/remotes.json')),
    initialData: inlineRemotesConfig,
  });
}
