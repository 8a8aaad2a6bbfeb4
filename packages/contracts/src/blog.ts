import { z } from 'zod';
import { pageOf } from './project';
import { pageParam, pageSizeParam, textParam } from './query-params';
import { BLOG_PAGE_SIZE_DEFAULT, BLOG_PAGE_SIZE_MAX } from './blog-constants';

export const blogPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Paragraphs separated by blank lines; plain text, never HTML. */
  content: z.string(),
  category: z.string(),
  featuredImage: z.string().nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post as lists and the home carousel carry it: everything but the content. */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogSlugParamsSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase words joined by hyphens').max(160),
});

/**
 * `GET /api/blog-posts?tag=&page=&pageSize=` → `{ items: BlogPostSummary[], total, page, pageSize }`:
 * published posts, newest first; `tag` matches one of a post's tags, any case.
 * `GET /api/blog-posts/featured` → `BlogPostSummary[]`.
 * `GET /api/blog-posts/{slug}` → `BlogPost`; 404 BLOG_TEXTS.postNotFound when missing or unpublished.
 */
export const blogListQuerySchema = z.strictObject({
  tag: textParam('tag', 60),
  page: pageParam(),
  pageSize: pageSizeParam(BLOG_PAGE_SIZE_DEFAULT, BLOG_PAGE_SIZE_MAX),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;
export type BlogListQueryInput = { tag?: string; page?: number | string; pageSize?: number | string };

export const blogListResponseSchema = pageOf(blogPostSummarySchema);
export const blogFeaturedResponseSchema = z.array(blogPostSummarySchema);
