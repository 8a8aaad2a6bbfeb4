import { type WishlistResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { SIGNED_IN_ACCESS, defineRoute } from '../../define-route';
import { listWishlist } from '../wishlist-service';

export const listWishlistRoute = defineRoute('GET /api/wishlist', SIGNED_IN_ACCESS, {
  description: "The signed-in person's saved projects, newest saved first: `{ items, projectIds }`.",
  handler: async (request, h) => {
    const body: WishlistResponse = await listWishlist(requireUser(request).id);
    return h.response(body).header('cache-control', 'no-store');
  },
});
