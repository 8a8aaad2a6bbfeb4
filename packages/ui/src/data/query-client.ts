import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest, withQuery, type QueryParams } from './api-client';

/**
 * Default read: the first element of the query key is the GET path, an
 * optional second element holds query parameters (empty ones omitted).
 */
export async function defaultQueryFn({ queryKey }: QueryFunctionContext): Promise<unknown> {
  const [path, params] = queryKey as [string, QueryParams | undefined];
  return apiRequest('GET', withQuery(path, params));
}

/** Data defaults: no retries, no refetch on focus, no polling, never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
