import { emptyObjectSchema } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listFeaturedPosts } from '../blog-service';

export const listFeaturedBlogPostsRoute = defineRoute({
  method: 'GET',
  path: '/api/blog-posts/featured',
  options: {
    auth: PUBLIC_ACCESS,
    validate: { query: zodValidator(emptyObjectSchema) },
    description: 'The latest published blog posts for the home carousel, at most 9.',
    handler: () => listFeaturedPosts(),
  },
});
