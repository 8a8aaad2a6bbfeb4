import { BLOG_TEXTS, blogSlugParamsSchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { foundOr404 } from '../../found-or-404';
import { findPublishedPost } from '../blog-service';

export const getBlogPostRoute = defineRoute('GET /api/blog-posts/{slug}', PUBLIC_ACCESS, {
  description: 'One published blog post with its content; 404 when it is missing or a draft.',
  params: blogSlugParamsSchema,
  handler: async (request) => foundOr404(await findPublishedPost(request.params.slug), BLOG_TEXTS.postNotFound),
});
