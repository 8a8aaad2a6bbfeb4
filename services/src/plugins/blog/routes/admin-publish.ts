import { blogPublishPayloadSchema, idParamsSchema, type BlogPost } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { setBlogPostPublished } from '../blog-admin-service';

export const adminPublishBlogPostRoute = defineRoute('PATCH /api/admin/blog-posts/{id}/publish', ADMIN_ACCESS, {
  description: 'Publishes ({published: true}; publishedAt set on the first publication) or returns a post to draft (admin only).',
  params: idParamsSchema,
  payload: blogPublishPayloadSchema,
  handler: (request): Promise<BlogPost> => setBlogPostPublished(request.params.id, request.payload.published),
});
