import { emptyObjectSchema, idParamsSchema, type IdParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { deleteBlogPost } from '../blog-admin-service';

export const adminDeleteBlogPostRoute = defineRoute<{ Params: IdParams }>({
  method: 'DELETE',
  path: '/api/admin/blog-posts/{id}',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Deletes a blog post; 204 (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema) },
    handler: async (request, h) => {
      await deleteBlogPost(request.params.id);
      return h.response().code(204);
    },
  },
});
