import { emptyObjectSchema, idParamsSchema, socialLinkPayloadSchema, type IdParams, type SocialLink } from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { updateSocialLink } from '../social-link-service';

export const updateSocialLinkRoute = defineRoute<{ Params: IdParams; Payload: z.output<typeof socialLinkPayloadSchema> }>({
  method: 'PUT',
  path: '/api/admin/social-media-links/{id}',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Replaces a social link {platform, url (https), isActive} (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(socialLinkPayloadSchema) },
    handler: (request): Promise<SocialLink> => updateSocialLink(request.params.id, request.payload),
  },
});
