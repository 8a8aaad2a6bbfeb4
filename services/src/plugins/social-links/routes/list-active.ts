import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listActiveSocialLinks } from '../social-link-service';

export const listActiveSocialLinksRoute = defineRoute('GET /api/social-media-links', PUBLIC_ACCESS, {
  description: 'Active social media links, ordered, for the footer.',
  handler: () => listActiveSocialLinks(),
});
