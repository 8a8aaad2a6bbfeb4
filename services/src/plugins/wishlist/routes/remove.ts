import { wishlistParamsSchema } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { KEEPS_PUBLIC_PAGES, SIGNED_IN_ACCESS, defineRoute, noContent } from '../../define-route';
import { removeFromWishlist } from '../wishlist-service';

export const removeFromWishlistRoute = defineRoute('DELETE /api/wishlist/{projectId}', SIGNED_IN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "Removes a project from the signed-in person's wishlist (204, also when it was not saved).",
  params: wishlistParamsSchema,
  handler: (request, h) => noContent(h, removeFromWishlist(requireUser(request).id, request.params.projectId)),
});
