import { blogListQuerySchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listPublishedPosts } from '../blog-service';

export const listBlogPostsRoute = defineRoute('GET /api/blog-posts', PUBLIC_ACCESS, {
  description: 'Published blog posts without their content, newest first: `{ items, total, page, pageSize }`; `tag` filters.',
  query: blogListQuerySchema,
  handler: (request) => listPublishedPosts(request.query),
});
