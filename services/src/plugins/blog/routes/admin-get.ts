import { idParamsSchema, type BlogPost } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { getBlogPostById } from '../blog-admin-service';

export const adminGetBlogPostRoute = defineRoute('GET /api/admin/blog-posts/{id}', ADMIN_ACCESS, {
  description: 'One blog post with its content, published or draft, for the edit dialog (admin only).',
  params: idParamsSchema,
  handler: (request): Promise<BlogPost> => getBlogPostById(request.params.id),
});
