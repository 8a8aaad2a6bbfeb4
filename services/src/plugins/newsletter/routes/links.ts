import { EMAIL_LINK_TEXTS, emailLinkParamsSchema } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { invalidLinkPage, linkPage } from '../../../messaging/link-page';
import { readLinkToken } from '../../../messaging/link-tokens';
import { LINK_FORM_POST } from '../../saved-searches/routes/search-links';
import { confirmSubscriber, unsubscribeSubscriber } from '../newsletter-service';

const T = EMAIL_LINK_TEXTS;

export const confirmNewsletterPageRoute = defineRoute('GET /api/newsletter/confirm/{token}', PUBLIC_ACCESS, {
  description: 'The newsletter confirmation link: a page whose button confirms the address (POST). 404 page for a bad token.',
  params: emailLinkParamsSchema,
  query: false,
  handler: (request, h) => {
    if (!readLinkToken('newsletter-confirm', request.params.token, request.server.app.config.jwtSecret)) return invalidLinkPage(h, T.confirmNewsletterTitle);
    return linkPage(h, { title: T.confirmNewsletterTitle, action: { button: T.confirmNewsletterButton, path: request.path } });
  },
});

export const confirmNewsletterRoute = defineRoute('POST /api/newsletter/confirm/{token}', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Confirms a newsletter address (double opt-in): from now it receives issues. Answers a page; 404 for a bad token.',
  params: emailLinkParamsSchema,
  payloadOptions: LINK_FORM_POST,
  handler: async (request, h) => {
    const id = readLinkToken('newsletter-confirm', request.params.token, request.server.app.config.jwtSecret);
    if (!id || !(await confirmSubscriber(Number(id)))) return invalidLinkPage(h, T.confirmNewsletterTitle);
    return linkPage(h, { title: T.confirmNewsletterTitle, message: T.newsletterConfirmed });
  },
});

export const unsubscribeNewsletterPageRoute = defineRoute('GET /api/newsletter/unsubscribe/{token}', PUBLIC_ACCESS, {
  description: "An issue's unsubscribe link: a page whose button unsubscribes the address (POST). 404 page for a bad token.",
  params: emailLinkParamsSchema,
  query: false,
  handler: (request, h) => {
    if (!readLinkToken('newsletter-unsubscribe', request.params.token, request.server.app.config.jwtSecret)) return invalidLinkPage(h, T.unsubscribeNewsletterTitle);
    return linkPage(h, { title: T.unsubscribeNewsletterTitle, action: { button: T.unsubscribeNewsletterButton, path: request.path } });
  },
});

export const unsubscribeNewsletterRoute = defineRoute('POST /api/newsletter/unsubscribe/{token}', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Unsubscribes a newsletter address: the page\'s button, and RFC 8058 one-click (List-Unsubscribe-Post). Answers a page; 404 for a bad token.',
  params: emailLinkParamsSchema,
  payloadOptions: LINK_FORM_POST,
  handler: async (request, h) => {
    const id = readLinkToken('newsletter-unsubscribe', request.params.token, request.server.app.config.jwtSecret);
    if (!id || !(await unsubscribeSubscriber(Number(id)))) return invalidLinkPage(h, T.unsubscribeNewsletterTitle);
    return linkPage(h, { title: T.unsubscribeNewsletterTitle, message: T.newsletterUnsubscribed });
  },
});
