import { type SocialLink } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listAllSocialLinks } from '../social-link-service';

export const adminListSocialLinksRoute = defineRoute('GET /api/admin/social-media-links', ADMIN_ACCESS, {
  description: 'Every social link, active and inactive, in footer order (admin only).',
  handler: (): Promise<SocialLink[]> => listAllSocialLinks(),
});
