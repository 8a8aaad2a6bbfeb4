import { emptyObjectSchema, type SocialLink } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listAllSocialLinks } from '../social-link-service';

export const adminListSocialLinksRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/social-media-links',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Every social link, active and inactive, in footer order (admin only).',
    validate: { query: zodValidator(emptyObjectSchema) },
    handler: (): Promise<SocialLink[]> => listAllSocialLinks(),
  },
});
