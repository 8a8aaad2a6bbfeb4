import { newsletterListQuerySchema, type NewsletterSubscriberItem, type Page } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listNewsletterSubscribers } from '../newsletter-service';

export const listNewsletterSubscribersRoute = defineRoute('GET /api/admin/inquiries/newsletter', ADMIN_ACCESS, {
  description: 'Newsletter sign-ups, newest first, ?search= over the address, paged (admin only).',
  query: newsletterListQuerySchema,
  handler: (request): Promise<Page<NewsletterSubscriberItem>> => listNewsletterSubscribers(request.query),
});
