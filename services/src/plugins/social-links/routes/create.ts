import { emptyObjectSchema, socialLinkPayloadSchema, type SocialLink } from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { createSocialLink } from '../social-link-service';

export const createSocialLinkRoute = defineRoute<{ Payload: z.output<typeof socialLinkPayloadSchema> }>({
  method: 'POST',
  path: '/api/admin/social-media-links',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Adds a social link {platform, url (https), isActive}; 201 with the link (admin only).',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(socialLinkPayloadSchema) },
    handler: async (request, h) => h.response((await createSocialLink(request.payload)) satisfies SocialLink).code(201),
  },
});
