import { adminBlogListQuerySchema, type BlogPostSummary, type Page } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listAllBlogPosts } from '../blog-admin-service';

export const adminListBlogPostsRoute = defineRoute('GET /api/admin/blog-posts', ADMIN_ACCESS, {
  description: 'Every blog post, drafts too, newest first; ?search= over titles, ?status=all|published|draft, paged (admin only).',
  query: adminBlogListQuerySchema,
  handler: (request): Promise<Page<BlogPostSummary>> => listAllBlogPosts(request.query),
});
