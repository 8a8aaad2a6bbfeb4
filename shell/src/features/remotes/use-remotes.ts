import { useQuery } from '@tanstack/react-query';
import { remotesConfigSchema, type RemotesConfig } from '@plotwise/contracts';
import { apiRequest } from '@plotwise/ui';

export const REMOTES_QUERY_KEY = ['/remotes.json'] as const;

/** The site's composition, read once from the server: which remote owns which routes. */
export function useRemotes() {
  return useQuery<RemotesConfig>({
    queryKey: REMOTES_QUERY_KEY,
    queryFn: async () => remotesConfigSchema.parse(await apiRequest('GET', '/remotes.json')),
  });
}
