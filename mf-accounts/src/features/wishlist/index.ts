export { useWishlist } from './api/wishlist';
