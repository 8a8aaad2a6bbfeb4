import { wishlistAddPayloadSchema } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { KEEPS_PUBLIC_PAGES, SIGNED_IN_ACCESS, defineRoute } from '../../define-route';
import { addToWishlist } from '../wishlist-service';

export const addToWishlistRoute = defineRoute('POST /api/wishlist', SIGNED_IN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "Saves a public project to the signed-in person's wishlist (201 `{ projectId }`, also when already saved); 404 'Project Not Found'.",
  payload: wishlistAddPayloadSchema,
  handler: async (request, h) => {
    const { projectId } = request.payload;
    await addToWishlist(requireUser(request).id, projectId);
    return h.response({ projectId }).code(201);
  },
});
