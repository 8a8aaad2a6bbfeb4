/** The blog's public copy. No zod here. */
export const BLOG_TEXTS = {
  /** Also what the admin's blog screens and API answer for a missing post. */
  postNotFound: 'Blog Post Not Found',
} as const;
