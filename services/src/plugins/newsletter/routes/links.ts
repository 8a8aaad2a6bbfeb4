import { EMAIL_LINK_TEXTS as T } from '@plotwise/contracts';
import { emailLinkRoutes } from '../../email-link-routes';
import { confirmSubscriber, unsubscribeSubscriber } from '../newsletter-service';

/** The newsletter's emailed links: confirming an address (double opt-in) and unsubscribing it. */
export const newsletterLinkRoutes = [
  ...emailLinkRoutes({
    path: '/api/newsletter/confirm/{token}',
    purpose: 'newsletter-confirm',
    texts: { title: T.confirmNewsletterTitle, button: T.confirmNewsletterButton, done: T.newsletterConfirmed },
    descriptions: {
      page: 'The newsletter confirmation link: a page whose button confirms the address (POST). 404 page for a bad token.',
      action: 'Confirms a newsletter address (double opt-in): from now it receives issues. Answers a page; 404 for a bad token.',
    },
    act: (id) => confirmSubscriber(Number(id)),
  }),
  ...emailLinkRoutes({
    path: '/api/newsletter/unsubscribe/{token}',
    purpose: 'newsletter-unsubscribe',
    texts: { title: T.unsubscribeNewsletterTitle, button: T.unsubscribeNewsletterButton, done: T.newsletterUnsubscribed },
    descriptions: {
      page: "An issue's unsubscribe link: a page whose button unsubscribes the address (POST). 404 page for a bad token.",
      action: "Unsubscribes a newsletter address: the page's button, and RFC 8058 one-click (List-Unsubscribe-Post). Answers a page; 404 for a bad token.",
    },
    act: (id) => unsubscribeSubscriber(Number(id)),
  }),
];
