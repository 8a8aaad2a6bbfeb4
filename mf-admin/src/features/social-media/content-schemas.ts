import * as yup from 'yup';
import { ADMIN_OPS_TEXTS as TEXTS, BLOG_POST_LIMITS, SOCIAL_LINK_LIMITS, isHttpsUrl, splitTags } from '@plotwise/contracts';

/** The same rules as the API's zod schemas (packages/contracts/src/content/schemas.ts), with the same messages. */
export const socialLinkSchema = yup.object({
  platform: yup.string().trim().required(TEXTS.platformRequired).max(SOCIAL_LINK_LIMITS.platform, TEXTS.platformTooLong),
  url: yup
    .string()
    .trim()
    .required(TEXTS.urlRequired)
    .max(SOCIAL_LINK_LIMITS.url, TEXTS.urlTooLong)
    .test('https', TEXTS.urlMustBeHttps, (value) => !value || isHttpsUrl(value.trim())),
  isActive: yup.boolean().required(),
});
export type SocialLinkValues = yup.InferType<typeof socialLinkSchema>;

export const blogPostSchema = yup.object({
  title: yup.string().trim().required(TEXTS.blogTitleRequired).max(BLOG_POST_LIMITS.title, TEXTS.blogTitleTooLong),
  excerpt: yup.string().trim().required(TEXTS.blogExcerptRequired).max(BLOG_POST_LIMITS.excerpt, TEXTS.blogExcerptTooLong),
  content: yup.string().trim().required(TEXTS.blogContentRequired).max(BLOG_POST_LIMITS.content, TEXTS.blogContentTooLong),
  author: yup.string().trim().required(TEXTS.blogAuthorRequired).max(BLOG_POST_LIMITS.author, TEXTS.blogAuthorTooLong),
  category: yup.string().trim().max(BLOG_POST_LIMITS.category, TEXTS.blogCategoryTooLong),
  tags: yup
    .string()
    .test('tag-length', TEXTS.blogTagTooLong, (value) => splitTags(value ?? '').every((tag) => tag.length <= BLOG_POST_LIMITS.tag))
    .test('tag-count', TEXTS.blogTooManyTags, (value) => splitTags(value ?? '').length <= BLOG_POST_LIMITS.tags),
  featuredImage: yup.string().nullable(),
  published: yup.boolean().required(),
});
export type BlogPostValues = yup.InferType<typeof blogPostSchema>;
