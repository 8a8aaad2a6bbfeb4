import { emptyObjectSchema, idParamsSchema, type BlogPost, type IdParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { getBlogPostById } from '../blog-admin-service';

export const adminGetBlogPostRoute = defineRoute<{ Params: IdParams }>({
  method: 'GET',
  path: '/api/admin/blog-posts/{id}',
  options: {
    auth: ADMIN_ACCESS,
    description: 'One blog post with its content, published or draft, for the edit dialog (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema) },
    handler: (request): Promise<BlogPost> => getBlogPostById(request.params.id),
  },
});
