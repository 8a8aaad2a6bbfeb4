import { z } from 'zod';
import { emptyObjectSchema, wishlistParamsSchema } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { SIGNED_IN_ACCESS, defineRoute } from '../../define-route';
import { removeFromWishlist } from '../wishlist-service';

export const removeFromWishlistRoute = defineRoute<{ Params: z.infer<typeof wishlistParamsSchema> }>({
  method: 'DELETE',
  path: '/api/wishlist/{projectId}',
  options: {
    auth: SIGNED_IN_ACCESS,
    description: "Removes a project from the signed-in person's wishlist (204, also when it was not saved).",
    validate: { params: zodValidator(wishlistParamsSchema), query: zodValidator(emptyObjectSchema) },
    handler: async (request, h) => {
      await removeFromWishlist(requireUser(request).id, request.params.projectId);
      return h.response().code(204);
    },
  },
});
