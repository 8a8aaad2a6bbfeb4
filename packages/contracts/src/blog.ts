import { z } from 'zod';

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
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogSlugParamsSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase words joined by hyphens').max(160),
});

/** The spec: a blog card shows its first 3 tags. */
export const BLOG_TAGS_SHOWN = 3;
