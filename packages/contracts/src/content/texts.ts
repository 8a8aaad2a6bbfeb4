/** The blog's public copy. No zod here. */
export const BLOG_TEXTS = {
  postNotFound: 'Blog Post Not Found',
} as const;
