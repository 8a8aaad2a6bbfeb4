/*
 * The wishlist's query key and texts, in a module of their own: the
 * catalogue's heart buttons need them on every listing page, without the
 * rest of the accounts' words.
 */

/**
 * The wishlist's query key. Two remotes read and change the wishlist (the
 * catalogue's heart buttons, the accounts' wishlist page and dashboard)
 * through the one QueryClient of the page, so they must name it alike: the
 * key is part of the contract between them, not of either one.
 */
export const WISHLIST_QUERY_KEY = ['/api/wishlist'] as const;

/** The signed-in person's saved projects. */
export const WISHLIST_TEXTS = {
  added: 'Saved to your wishlist',
  removed: 'Removed from your wishlist',
  signInToSave: 'Please log in to save projects to your wishlist',
  failed: 'Could not update your wishlist. Please try again.',
  empty: 'Your wishlist is empty. Tap the heart on any project to save it here.',
  loadFailed: 'Could not load your wishlist. Please try again.',
} as const;
