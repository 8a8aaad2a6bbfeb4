/**
 * The data-fetching library, as one instance for the whole page: shell and
 * remotes import these from '@plotwise/ui' (never from @tanstack/react-query),
 * so the shell's QueryClient is the one every remote reads, and the page
 * downloads only the part of the library the site uses (a shared package is
 * not tree-shaken; this one, inside @plotwise/ui, is).
 */
import { QueryClient, useQueryClient } from '@tanstack/react-query';

export { QueryClient, QueryClientProvider, dehydrate, hydrate, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export type { DehydratedState, QueryFunctionContext, UseMutationResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';

/** Whether a query's key is an API path starting with one of the prefixes (query keys here are `[path, …]`). */
export function queryPathStartsWith(queryKey: readonly unknown[], prefixes: readonly string[]): boolean {
  const path = queryKey[0];
  return typeof path === 'string' && prefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * Marks every read under these API path prefixes stale, so each is fetched
 * afresh when next shown. A read already in flight is cancelled first: it may
 * have been answered before the change, and a query's first fetch is never
 * cancelled by invalidation alone (the refetch joins it), so its old answer
 * would stay on screen.
 */
export async function invalidateByPrefix(client: QueryClient, prefixes: readonly string[]): Promise<void> {
  const filters = { predicate: (query: { queryKey: readonly unknown[] }) => queryPathStartsWith(query.queryKey, prefixes) };
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}

/** `invalidateByPrefix` bound to the page's QueryClient. */
export function useInvalidateByPrefix(prefixes: readonly string[]): () => Promise<void> {
  const client = useQueryClient();
  return () => invalidateByPrefix(client, prefixes);
}
