import { apiRequest, invalidateByPrefix, useMutation, useQuery, useQueryClient } from '@plotwise/ui';
import type { SavedSearchList } from '@plotwise/contracts';

const SAVED_SEARCHES_KEY = ['/api/saved-searches'] as const;

/** The signed-in person's saved searches (GET /api/saved-searches). */
export function useSavedSearches() {
  return useQuery<SavedSearchList>({ queryKey: SAVED_SEARCHES_KEY });
}

/** Deletes one, then refreshes the list. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/saved-searches/${id}`),
    onSuccess: () => invalidateByPrefix(client, SAVED_SEARCHES_KEY),
  });
}
