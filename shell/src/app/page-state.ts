import { ApiError, dehydrate, hydrate, type DehydratedState, type QueryClient } from '@plotwise/ui';


interface SerializedApiError {
  apiError: { status: number; bodyText: string; serverMessage?: string };
}

/** JSON inside <script>: no `</script>` or `<!--` can end the element early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The server's reads for the browser, as JSON for a script element. Failed
 * reads go too (a "not found" screen must hydrate as "not found", not as a
 * skeleton); their ApiError travels as its fields.
 */
export function dehydrateForPage(client: QueryClient, include: (queryKey: readonly unknown[]) => boolean): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => include(query.queryKey) && (query.state.status === 'success' || query.state.status === 'error'),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const serialized: SerializedApiError = { apiError: { status: error.status, bodyText: error.bodyText, serverMessage: error.serverMessage } };
      (query.state as { error: unknown }).error = serialized;
    }
  }
  return scriptJson(state);
}

/** Puts the server's reads into the browser's cache before the first render. */
export function hydratePageState(client: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as Partial<SerializedApiError> | null;
    if (error?.apiError) {
      const { status, bodyText, serverMessage } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(status, bodyText, serverMessage);
      // Shown as the server showed it ("not found"), not fetched again on mount.
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  hydrate(client, state);
}
