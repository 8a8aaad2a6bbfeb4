/** The wishlist's query key and texts, apart from its zod schemas (wishlist.ts). */
export const WISHLIST_QUERY_KEY = ['/api/wishlist'] as const;

export const WISHLIST_TEXTS = {
  added: 'Saved to your wishlist',
  removed: 'Removed from your wishlist',
  signInToSave: 'Please log in to save projects to your wishlist',
  failed: 'Could not update your wishlist. Please try again.',
  empty: 'Your wishlist is empty. Tap the heart on any project to save it here.',
  loadFailed: 'Could not load your wishlist. Please try again.',
} as const;
