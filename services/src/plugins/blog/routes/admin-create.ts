import { blogPostPayloadSchema, emptyObjectSchema, type BlogPost } from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { createBlogPost } from '../blog-admin-service';

export const adminCreateBlogPostRoute = defineRoute<{ Payload: z.output<typeof blogPostPayloadSchema> }>({
  method: 'POST',
  path: '/api/admin/blog-posts',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'Creates a blog post {title, excerpt, content, author, category, tags[], featuredImage, published}; the slug comes from the title; 201 (admin only).',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(blogPostPayloadSchema) },
    handler: async (request, h) => h.response((await createBlogPost(request.payload)) satisfies BlogPost).code(201),
  },
});
