import { emptyObjectSchema } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listActiveSocialLinks } from '../social-link-service';

export const listActiveSocialLinksRoute = defineRoute({
  method: 'GET',
  path: '/api/social-media-links',
  options: {
    auth: PUBLIC_ACCESS,
    validate: { query: zodValidator(emptyObjectSchema) },
    description: 'Active social media links, ordered, for the footer.',
    handler: () => listActiveSocialLinks(),
  },
});
