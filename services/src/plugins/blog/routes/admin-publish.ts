import { blogPublishPayloadSchema, emptyObjectSchema, idParamsSchema, type BlogPost, type BlogPublishPayload, type IdParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { setBlogPostPublished } from '../blog-admin-service';

export const adminPublishBlogPostRoute = defineRoute<{ Params: IdParams; Payload: BlogPublishPayload }>({
  method: 'PATCH',
  path: '/api/admin/blog-posts/{id}/publish',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Publishes ({published: true}; publishedAt set on the first publication) or returns a post to draft (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(blogPublishPayloadSchema) },
    handler: (request): Promise<BlogPost> => setBlogPostPublished(request.params.id, request.payload.published),
  },
});
