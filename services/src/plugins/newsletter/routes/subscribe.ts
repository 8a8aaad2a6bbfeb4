import { NEWSLETTER_TEXTS, newsletterPayloadSchema, type NewsletterResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { linkOrigin } from '../../auth/link-origin';
import { subscribeToNewsletter } from '../newsletter-service';

const REPLY: NewsletterResponse = { subscribed: true, message: NEWSLETTER_TEXTS.subscribedDescription };

export const subscribeNewsletterRoute = defineRoute('POST /api/newsletter', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "The footer's newsletter box: 201 for a new address, 200 when it was already subscribed. Emails the confirmation link (double opt-in) to an address not yet confirmed, at most once a day.",
  payload: newsletterPayloadSchema,
  handler: async (request, h) => {
    if ((await guardPublicForm(request, 'newsletter')) === 'drop') return h.response(REPLY).code(201);
    const { shared } = request.server.app;
    const { created } = await subscribeToNewsletter(request.payload.email, { secret: shared.jwtSecret, origin: shared.publicUrl ?? linkOrigin(request) });
    return h.response(REPLY).code(created ? 201 : 200);
  },
});
