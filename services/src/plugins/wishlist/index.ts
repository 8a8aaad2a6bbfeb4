import type { Plugin } from '@hapi/hapi';
import { addToWishlistRoute } from './routes/add';
import { listWishlistRoute } from './routes/list';
import { removeFromWishlistRoute } from './routes/remove';

/** Projects a signed-in person keeps for later (the catalogue's heart buttons and /wishlist). */
export const wishlistPlugin: Plugin<void> = {
  name: 'plotwise-wishlist',
  dependencies: ['plotwise-auth'],
  register(server) {
    server.route([listWishlistRoute, addToWishlistRoute, removeFromWishlistRoute]);
  },
};
