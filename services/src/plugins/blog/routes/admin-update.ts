import { blogPostPayloadSchema, idParamsSchema, type BlogPost } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { updateBlogPost } from '../blog-admin-service';

export const adminUpdateBlogPostRoute = defineRoute('PUT /api/admin/blog-posts/{id}', ADMIN_ACCESS, {
  description: 'Replaces a blog post; a never-published post takes a new slug from a changed title (admin only).',
  params: idParamsSchema,
  payload: blogPostPayloadSchema,
  handler: (request): Promise<BlogPost> => updateBlogPost(request.params.id, request.payload),
});
