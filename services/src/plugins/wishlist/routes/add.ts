import { emptyObjectSchema, wishlistAddPayloadSchema, type WishlistAddPayload } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { SIGNED_IN_ACCESS, defineRoute } from '../../define-route';
import { addToWishlist } from '../wishlist-service';

export const addToWishlistRoute = defineRoute<{ Payload: WishlistAddPayload }>({
  method: 'POST',
  path: '/api/wishlist',
  options: {
    auth: SIGNED_IN_ACCESS,
    description: "Saves a public project to the signed-in person's wishlist (201 `{ projectId }`, also when already saved); 404 'Project Not Found'.",
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(wishlistAddPayloadSchema) },
    handler: async (request, h) => {
      const { projectId } = request.payload;
      await addToWishlist(requireUser(request).id, projectId);
      return h.response({ projectId }).code(201);
    },
  },
});
