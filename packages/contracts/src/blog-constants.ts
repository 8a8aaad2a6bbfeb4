/** The blog's fixed values and texts, apart from its zod schemas (blog.ts). */

export const BLOG_PAGE_SIZE_DEFAULT = 9;

export const BLOG_PAGE_SIZE_MAX = 50;

/** `GET /api/blog-posts/featured`: the latest published posts, at most this many. */
export const BLOG_FEATURED_LIMIT = 9;

/** The spec: a blog card shows its first 3 tags. */
export const BLOG_TAGS_SHOWN = 3;

export const BLOG_TEXTS = {
  postNotFound: 'Blog Post Not Found',
} as const;
