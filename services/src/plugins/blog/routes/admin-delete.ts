import { idParamsSchema } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { deleteBlogPost } from '../blog-admin-service';

export const adminDeleteBlogPostRoute = defineRoute('DELETE /api/admin/blog-posts/{id}', ADMIN_ACCESS, {
  description: 'Deletes a blog post; 204 (admin only).',
  params: idParamsSchema,
  handler: async (request, h) => {
    await deleteBlogPost(request.params.id);
    return h.response().code(204);
  },
});
