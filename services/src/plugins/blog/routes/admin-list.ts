import { adminBlogListQuerySchema, type AdminBlogListQuery, type BlogPostSummary, type Page } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listAllBlogPosts } from '../blog-admin-service';

export const adminListBlogPostsRoute = defineRoute<{ Query: AdminBlogListQuery }>({
  method: 'GET',
  path: '/api/admin/blog-posts',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Every blog post, drafts too, newest first; ?search= over titles, ?status=all|published|draft, paged (admin only).',
    validate: { query: zodValidator(adminBlogListQuerySchema) },
    handler: (request): Promise<Page<BlogPostSummary>> => listAllBlogPosts(request.query),
  },
});
