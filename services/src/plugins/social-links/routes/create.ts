import { socialLinkPayloadSchema, type SocialLink } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { createSocialLink } from '../social-link-service';

export const createSocialLinkRoute = defineRoute('POST /api/admin/social-media-links', ADMIN_ACCESS, {
  description: 'Adds a social link {platform, url (https), isActive}; 201 with the link (admin only).',
  payload: socialLinkPayloadSchema,
  handler: async (request, h) => h.response((await createSocialLink(request.payload)) satisfies SocialLink).code(201),
});
