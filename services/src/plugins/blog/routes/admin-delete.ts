import { idParamsSchema } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute, noContent } from '../../define-route';
import { deleteBlogPost } from '../blog-admin-service';

export const adminDeleteBlogPostRoute = defineRoute('DELETE /api/admin/blog-posts/{id}', ADMIN_ACCESS, {
  description: 'Deletes a blog post; 204 (admin only).',
  params: idParamsSchema,
  handler: (request, h) => noContent(h, deleteBlogPost(request.params.id)),
});
