import { blogPostPayloadSchema, emptyObjectSchema, idParamsSchema, type BlogPost, type IdParams } from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { updateBlogPost } from '../blog-admin-service';

export const adminUpdateBlogPostRoute = defineRoute<{ Params: IdParams; Payload: z.output<typeof blogPostPayloadSchema> }>({
  method: 'PUT',
  path: '/api/admin/blog-posts/{id}',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Replaces a blog post; a never-published post takes a new slug from a changed title (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(blogPostPayloadSchema) },
    handler: (request): Promise<BlogPost> => updateBlogPost(request.params.id, request.payload),
  },
});
