import { emptyObjectSchema, type WishlistResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { SIGNED_IN_ACCESS, defineRoute } from '../../define-route';
import { listWishlist } from '../wishlist-service';

export const listWishlistRoute = defineRoute({
  method: 'GET',
  path: '/api/wishlist',
  options: {
    auth: SIGNED_IN_ACCESS,
    description: "The signed-in person's saved projects, newest saved first: `{ items, projectIds }`.",
    validate: { query: zodValidator(emptyObjectSchema) },
    handler: async (request, h) => {
      const body: WishlistResponse = await listWishlist(requireUser(request).id);
      return h.response(body).header('cache-control', 'no-store');
    },
  },
});
