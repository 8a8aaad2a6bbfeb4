import {
  ApiError,
  SESSION_QUERY_KEY,
  createQueryClient,
  isPersonalQuery,
  type QueryClient,
  type QueryFunctionContext,
} from '@plotwise/ui';
import type { ServerRenderRequest } from '@plotwise/contracts';
import { REMOTES_QUERY_KEY } from '../features/remotes/use-remotes';

/** Reads answered by the API in-process; a failure becomes the ApiError the browser would see. */
export function serverQueryClient(api: ServerRenderRequest['api']): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: {
      ...client.getDefaultOptions().queries,
      // A read that failed renders as failed ("not found"), not as loading again.
      retryOnMount: false,
      queryFn: async ({ queryKey }: QueryFunctionContext) => {
        const [path, params] = queryKey as [string, Record<string, unknown> | undefined];
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(params ?? {})) {
          if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
        }
        const query = search.toString();
        const reply = await api(query ? `${path}?${query}` : path);
        if (reply.status >= 400) {
          const message = (reply.body as { message?: unknown } | null)?.message;
          throw new ApiError(reply.status, JSON.stringify(reply.body), typeof message === 'string' ? message : undefined);
        }
        return reply.body;
      },
    },
  });
  return client;
}

/** Reads a server render may make: public ones, never the session or a person's own data. */
export function wantedOnServer(queryKey: readonly unknown[]): boolean {
  return queryKey[0] !== SESSION_QUERY_KEY[0] && !isPersonalQuery(queryKey);
}

/** What the page and the browser's hydration need: the reads made for the page (the remotes list is in the page already). */
export function pageRead(queryKey: readonly unknown[]): boolean {
  return wantedOnServer(queryKey) && queryKey[0] !== REMOTES_QUERY_KEY[0];
}

/** Reads a screen asked for during the last render that nobody has started yet. */
export function pendingReads(client: QueryClient) {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' })
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false && wantedOnServer(query.queryKey));
}
