import Boom from '@hapi/boom';
import { NEWSLETTER_RECONFIRM_TEXTS, emptyObjectSchema, type NewsletterReconfirmResponse, type NewsletterReconfirmStatus } from '@plotwise/contracts';
import { linkOrigin } from '../../auth/link-origin';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { askLegacySubscribersToConfirm, reconfirmStatus } from '../newsletter-reconfirm';

export const reconfirmStatusRoute = defineRoute('GET /api/admin/newsletter/reconfirm', ADMIN_ACCESS, {
  description: 'Subscribers from before double opt-in: {waiting} never asked to confirm, {asked} asked so far (admin only).',
  handler: (): Promise<NewsletterReconfirmStatus> => reconfirmStatus(),
});

export const reconfirmRoute = defineRoute('POST /api/admin/newsletter/reconfirm', ADMIN_ACCESS, {
  description:
    'Queues one confirmation email to each subscriber from before double opt-in (idempotent per subscriber: repeating mails nobody twice); answers {waiting, asked, queued, message}. 409 when the site has no public address for the link (admin only).',
  payload: emptyObjectSchema,
  handler: async (request): Promise<NewsletterReconfirmResponse> => {
    // An emailed link must lead to this site: PUBLIC_URL, or this machine in development.
    const origin = linkOrigin(request);
    if (!origin) throw Boom.conflict(NEWSLETTER_RECONFIRM_TEXTS.noLinkOrigin);
    const queued = await askLegacySubscribersToConfirm({ secret: request.server.app.shared.jwtSecret, origin });
    return { ...(await reconfirmStatus()), queued, message: NEWSLETTER_RECONFIRM_TEXTS.queued(queued) };
  },
});
