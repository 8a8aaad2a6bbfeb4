import { NEWSLETTER_TEXTS, emptyObjectSchema, newsletterPayloadSchema, type NewsletterPayload, type NewsletterResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { subscribeToNewsletter } from '../newsletter-service';

const REPLY: NewsletterResponse = { subscribed: true, message: NEWSLETTER_TEXTS.subscribedDescription };

export const subscribeNewsletterRoute = defineRoute<{ Payload: NewsletterPayload }>({
  method: 'POST',
  path: '/api/newsletter',
  options: {
    auth: PUBLIC_ACCESS,
    description: "The footer's newsletter box: 201 for a new address, 200 when it was already subscribed.",
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(newsletterPayloadSchema) },
    handler: async (request, h) => {
      if ((await guardPublicForm(request, 'newsletter')) === 'drop') return h.response(REPLY).code(201);
      const { created } = await subscribeToNewsletter(request.payload.email);
      return h.response(REPLY).code(created ? 201 : 200);
    },
  },
});
