import { apiRequest, invalidateByPrefix, useMutation, useQuery, useQueryClient, useSession } from '@plotwise/ui';
import { WISHLIST_QUERY_KEY, type WishlistResponse } from '@plotwise/contracts';

/** The signed-in person's saved project ids; nothing is asked for a visitor. */
export function useWishlistIds(): { ids: ReadonlySet<number>; signedIn: boolean } {
  const { user } = useSession();
  const { data } = useQuery<WishlistResponse>({ queryKey: WISHLIST_QUERY_KEY, enabled: Boolean(user) });
  return { ids: new Set(user ? data?.projectIds ?? [] : []), signedIn: Boolean(user) };
}

export const saveToWishlist = (projectId: number) => apiRequest<{ projectId: number }>('POST', '/api/wishlist', { projectId });
export const removeFromWishlist = (projectId: number) => apiRequest<void>('DELETE', `/api/wishlist/${projectId}`);

/** Saves or removes one project, then refreshes the wishlist everywhere it shows. */
export function useToggleWishlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, saved }: { projectId: number; saved: boolean }): Promise<void> => {
      if (saved) await removeFromWishlist(projectId);
      else await saveToWishlist(projectId);
    },
    onSuccess: () => invalidateByPrefix(client, WISHLIST_QUERY_KEY),
  });
}
