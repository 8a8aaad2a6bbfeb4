import { z } from 'zod';
import { ADMIN_OPS_TEXTS as TEXTS } from '../admin/texts';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '../admin/constants';
import { isHttpsUrl } from '../common/rules';
import { choiceOrAllParam, pageParam, pageSizeParam, textParam } from '../common/query-params';
import { pageOf } from '../common/schemas';
import {
  BLOG_DEFAULT_AUTHOR,
  BLOG_DEFAULT_CATEGORY,
  BLOG_PAGE_SIZE_DEFAULT,
  BLOG_PAGE_SIZE_MAX,
  BLOG_POST_LIMITS,
  BLOG_POST_STATES,
  SOCIAL_LINK_LIMITS,
  uniqueTags,
} from './constants';

// ---------------------------------------------------------------- the blog

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

// ---------------------------------------------------------------- the footer's social links

export const socialLinkSchema = z.object({
  id: z.number().int(),
  platform: z.string(),
  url: z.string(),
  isActive: z.boolean(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** `POST /api/admin/social-media-links` and `PUT /api/admin/social-media-links/{id}`. */
export const socialLinkPayloadSchema = z.strictObject({
  platform: z.string(TEXTS.platformRequired).trim().min(1, TEXTS.platformRequired).max(SOCIAL_LINK_LIMITS.platform, TEXTS.platformTooLong),
  url: z
    .string(TEXTS.urlRequired)
    .trim()
    .min(1, TEXTS.urlRequired)
    .max(SOCIAL_LINK_LIMITS.url, TEXTS.urlTooLong)
    .refine(isHttpsUrl, TEXTS.urlMustBeHttps),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type SocialLinkPayload = z.input<typeof socialLinkPayloadSchema>;
export const socialLinkListSchema = z.array(socialLinkSchema);

// ---------------------------------------------------------------- the admin's blog posts

const adminPaging = { page: pageParam(), pageSize: pageSizeParam(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX) };

const requiredText = (max: number, required: string, tooLong: string) => z.string(required).trim().min(1, required).max(max, tooLong);

/** `POST /api/admin/blog-posts` and `PUT /api/admin/blog-posts/{id}`; the slug comes from the title. */
export const blogPostPayloadSchema = z.strictObject({
  title: requiredText(BLOG_POST_LIMITS.title, TEXTS.blogTitleRequired, TEXTS.blogTitleTooLong),
  excerpt: requiredText(BLOG_POST_LIMITS.excerpt, TEXTS.blogExcerptRequired, TEXTS.blogExcerptTooLong),
  content: requiredText(BLOG_POST_LIMITS.content, TEXTS.blogContentRequired, TEXTS.blogContentTooLong),
  author: requiredText(BLOG_POST_LIMITS.author, TEXTS.blogAuthorRequired, TEXTS.blogAuthorTooLong).default(BLOG_DEFAULT_AUTHOR),
  category: z
    .string()
    .trim()
    .max(BLOG_POST_LIMITS.category, TEXTS.blogCategoryTooLong)
    .default('')
    .transform((category) => category || BLOG_DEFAULT_CATEGORY),
  tags: z
    .array(z.string().max(BLOG_POST_LIMITS.tag, TEXTS.blogTagTooLong))
    .max(BLOG_POST_LIMITS.tags * 4)
    .default([])
    .transform(uniqueTags)
    .refine((tags) => tags.length <= BLOG_POST_LIMITS.tags, TEXTS.blogTooManyTags),
  /** `/api/files/{id}` of an image uploaded with `?kind=image`, or null for none. */
  featuredImage: z.string().trim().max(200).nullable().default(null).transform((value) => value || null),
  published: z.boolean({ error: 'published must be true or false' }).default(false),
});
export type BlogPostPayload = z.input<typeof blogPostPayloadSchema>;

/** `PATCH /api/admin/blog-posts/{id}/publish`: publish or return to draft. */
export const blogPublishPayloadSchema = z.strictObject({ published: z.boolean({ error: 'published must be true or false' }) });

/** `GET /api/admin/blog-posts?search=&status=all|published|draft&page=&pageSize=`: drafts too, newest first. */
export const adminBlogListQuerySchema = z.strictObject({ search: textParam('search', 100), status: choiceOrAllParam('status', BLOG_POST_STATES), ...adminPaging });
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;
export const adminBlogListResponseSchema = pageOf(blogPostSummarySchema);
