import { EMAIL_LINK_TEXTS as T } from '@plotwise/contracts';
import { emailLinkRoutes } from '../../email-link-routes';
import { confirmSavedSearch, unsubscribeOwner } from '../saved-search-service';

/** A saved search's emailed links: confirming a visitor's search, and stopping every alert of its owner. */
export const savedSearchLinkRoutes = [
  ...emailLinkRoutes({
    path: '/api/saved-searches/confirm/{token}',
    purpose: 'saved-search-confirm',
    texts: { title: T.confirmSearchTitle, button: T.confirmSearchButton, done: T.searchConfirmed },
    descriptions: {
      page: "The emailed confirmation link of a visitor's saved search: a page whose button confirms it (POST). 404 page for a bad token.",
      action: "Confirms a visitor's saved search from its emailed link: from now it alerts. Answers a page; 404 for a bad token or a deleted search.",
    },
    act: (id) => confirmSavedSearch(Number(id)),
  }),
  ...emailLinkRoutes({
    path: '/api/saved-searches/unsubscribe/{token}',
    purpose: 'saved-search-unsubscribe',
    texts: { title: T.unsubscribeAlertsTitle, button: T.unsubscribeAlertsButton, done: T.alertsUnsubscribed },
    descriptions: {
      page: "A digest's unsubscribe link: a page whose button stops every saved search alert of that owner (POST). 404 page for a bad token.",
      action: "Stops every saved search alert of the link's owner: the page's button, and RFC 8058 one-click (List-Unsubscribe-Post). Answers a page; 404 for a bad token.",
    },
    act: async (ownerKey) => {
      await unsubscribeOwner(ownerKey);
      return true;
    },
  }),
];
