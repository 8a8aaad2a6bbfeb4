import { NOT_FOUND_TEXTS } from '../common/texts';

/** The blog's public copy. No zod here. */
export const BLOG_TEXTS = {
  postNotFound: NOT_FOUND_TEXTS.blogPost,
} as const;
