import { blogListQuerySchema, type BlogListQuery } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listPublishedPosts } from '../blog-service';

export const listBlogPostsRoute = defineRoute<{ Query: BlogListQuery }>({
  method: 'GET',
  path: '/api/blog-posts',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'Published blog posts without their content, newest first: `{ items, total, page, pageSize }`; `tag` filters.',
    validate: { query: zodValidator(blogListQuerySchema) },
    handler: (request) => listPublishedPosts(request.query),
  },
});
