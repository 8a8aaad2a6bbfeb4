import { blogPostPayloadSchema, type BlogPost } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { createBlogPost } from '../blog-admin-service';

export const adminCreateBlogPostRoute = defineRoute('POST /api/admin/blog-posts', ADMIN_ACCESS, {
  description:
    'Creates a blog post {title, excerpt, content, author, category, tags[], featuredImage, published}; the slug comes from the title; 201 (admin only).',
  payload: blogPostPayloadSchema,
  handler: async (request, h) => h.response((await createBlogPost(request.payload)) satisfies BlogPost).code(201),
});
