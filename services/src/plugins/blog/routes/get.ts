import Boom from '@hapi/boom';
import { BLOG_TEXTS, blogSlugParamsSchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { findPublishedPost } from '../blog-service';

export const getBlogPostRoute = defineRoute('GET /api/blog-posts/{slug}', PUBLIC_ACCESS, {
  description: 'One published blog post with its content; 404 when it is missing or a draft.',
  params: blogSlugParamsSchema,
  handler: async (request) => {
    const post = await findPublishedPost(request.params.slug);
    if (!post) throw Boom.notFound(BLOG_TEXTS.postNotFound);
    return post;
  },
});
