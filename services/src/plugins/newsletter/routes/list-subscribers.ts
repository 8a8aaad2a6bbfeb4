import { newsletterListQuerySchema, type NewsletterListQuery, type NewsletterSubscriberItem, type Page } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listNewsletterSubscribers } from '../newsletter-service';

export const listNewsletterSubscribersRoute = defineRoute<{ Query: NewsletterListQuery }>({
  method: 'GET',
  path: '/api/admin/inquiries/newsletter',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Newsletter sign-ups, newest first, ?search= over the address, paged (admin only).',
    validate: { query: zodValidator(newsletterListQuerySchema) },
    handler: (request): Promise<Page<NewsletterSubscriberItem>> => listNewsletterSubscribers(request.query),
  },
});
