import { apiRequest, invalidateByPrefix, useMutation, useQuery, useQueryClient } from '@plotwise/ui';
import { WISHLIST_QUERY_KEY, type WishlistResponse } from '@plotwise/contracts';

/** `GET /api/wishlist` under the key the catalogue's heart buttons share. */
export function useWishlist({ enabled }: { enabled: boolean }) {
  return useQuery<WishlistResponse>({ queryKey: WISHLIST_QUERY_KEY, enabled });
}

export const removeFromWishlist = (projectId: number) => apiRequest<void>('DELETE', `/api/wishlist/${projectId}`);

export function useRemoveFromWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_result, projectId) => {
      // Drop the card at once; the refetch confirms.
      client.setQueryData<WishlistResponse>(WISHLIST_QUERY_KEY, (current) =>
        current && { items: current.items.filter((item) => item.id !== projectId), projectIds: current.projectIds.filter((id) => id !== projectId) },
      );
      return invalidateByPrefix(client, WISHLIST_QUERY_KEY);
    },
  });
}
