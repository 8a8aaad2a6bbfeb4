import Boom from '@hapi/boom';
import { BLOG_TEXTS, blogSlugParamsSchema, emptyObjectSchema } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { findPublishedPost } from '../blog-service';

export const getBlogPostRoute = defineRoute<{ Params: { slug: string } }>({
  method: 'GET',
  path: '/api/blog-posts/{slug}',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'One published blog post with its content; 404 when it is missing or a draft.',
    validate: { params: zodValidator(blogSlugParamsSchema), query: zodValidator(emptyObjectSchema) },
    handler: async (request) => {
      const post = await findPublishedPost(request.params.slug);
      if (!post) throw Boom.notFound(BLOG_TEXTS.postNotFound);
      return post;
    },
  },
});
