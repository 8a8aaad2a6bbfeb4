import { EMAIL_LINK_TEXTS, emailLinkParamsSchema } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { invalidLinkPage, linkPage } from '../../../messaging/link-page';
import { readLinkToken } from '../../../messaging/link-tokens';
import { confirmSavedSearch, unsubscribeOwner } from '../saved-search-service';

const T = EMAIL_LINK_TEXTS;
/** The page's button and a mail client's one-click (RFC 8058) post a form, `List-Unsubscribe=One-Click`, or nothing. */
export const LINK_FORM_POST = { allow: ['application/x-www-form-urlencoded', 'application/json'], maxBytes: 1024 };

export const confirmSearchPageRoute = defineRoute('GET /api/saved-searches/confirm/{token}', PUBLIC_ACCESS, {
  description: "The emailed confirmation link of a visitor's saved search: a page whose button confirms it (POST). 404 page for a bad token.",
  params: emailLinkParamsSchema,
  query: false,
  handler: (request, h) => {
    if (!readLinkToken('saved-search-confirm', request.params.token, request.server.app.config.jwtSecret)) return invalidLinkPage(h, T.confirmSearchTitle);
    return linkPage(h, { title: T.confirmSearchTitle, action: { button: T.confirmSearchButton, path: request.path } });
  },
});

export const confirmSearchRoute = defineRoute('POST /api/saved-searches/confirm/{token}', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Confirms a visitor\'s saved search from its emailed link: from now it alerts. Answers a page; 404 for a bad token or a deleted search.',
  params: emailLinkParamsSchema,
  payloadOptions: LINK_FORM_POST,
  handler: async (request, h) => {
    const id = readLinkToken('saved-search-confirm', request.params.token, request.server.app.config.jwtSecret);
    if (!id || !(await confirmSavedSearch(Number(id)))) return invalidLinkPage(h, T.confirmSearchTitle);
    return linkPage(h, { title: T.confirmSearchTitle, message: T.searchConfirmed });
  },
});

export const unsubscribeAlertsPageRoute = defineRoute('GET /api/saved-searches/unsubscribe/{token}', PUBLIC_ACCESS, {
  description: "A digest's unsubscribe link: a page whose button stops every saved search alert of that owner (POST). 404 page for a bad token.",
  params: emailLinkParamsSchema,
  query: false,
  handler: (request, h) => {
    if (!readLinkToken('saved-search-unsubscribe', request.params.token, request.server.app.config.jwtSecret)) return invalidLinkPage(h, T.unsubscribeAlertsTitle);
    return linkPage(h, { title: T.unsubscribeAlertsTitle, action: { button: T.unsubscribeAlertsButton, path: request.path } });
  },
});

export const unsubscribeAlertsRoute = defineRoute('POST /api/saved-searches/unsubscribe/{token}', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "Stops every saved search alert of the link's owner: the page's button, and RFC 8058 one-click (List-Unsubscribe-Post). Answers a page; 404 for a bad token.",
  params: emailLinkParamsSchema,
  payloadOptions: LINK_FORM_POST,
  handler: async (request, h) => {
    const ownerKey = readLinkToken('saved-search-unsubscribe', request.params.token, request.server.app.config.jwtSecret);
    if (!ownerKey) return invalidLinkPage(h, T.unsubscribeAlertsTitle);
    await unsubscribeOwner(ownerKey);
    return linkPage(h, { title: T.unsubscribeAlertsTitle, message: T.alertsUnsubscribed });
  },
});
