import { idParamsSchema, socialLinkPayloadSchema, type SocialLink } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { updateSocialLink } from '../social-link-service';

export const updateSocialLinkRoute = defineRoute('PUT /api/admin/social-media-links/{id}', ADMIN_ACCESS, {
  description: 'Replaces a social link {platform, url (https), isActive} (admin only).',
  params: idParamsSchema,
  payload: socialLinkPayloadSchema,
  handler: (request): Promise<SocialLink> => updateSocialLink(request.params.id, request.payload),
});
