import type { ServerRoute } from '@hapi/hapi';
import { emailLinkParamsSchema } from '@plotwise/contracts';
import { invalidLinkPage, linkPage } from '../messaging/link-page';
import { readLinkToken, type LinkPurpose } from '../messaging/link-tokens';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from './define-route';

/** The page's button and a mail client's one-click (RFC 8058) post a form, `List-Unsubscribe=One-Click`, or nothing. */
export const LINK_FORM_POST = { allow: ['application/x-www-form-urlencoded', 'application/json'], maxBytes: 1024 };

export interface EmailLinkAction {
  /** `/api/newsletter/confirm/{token}`: the address the email links to. */
  path: `/${string}/{token}`;
  purpose: LinkPurpose;
  texts: { title: string; button: string; done: string };
  descriptions: { page: string; action: string };
  /** Does what the link is for, to the token's subject; false when that subject is gone. */
  act(subject: string): Promise<boolean>;
}

/**
 * An emailed link's two routes: GET shows a page whose button posts back
 * (opening a link changes nothing, since mail scanners follow links), and
 * POST acts and answers a page. A token that does not hold gets a 404 page.
 */
export function emailLinkRoutes({ path, purpose, texts, descriptions, act }: EmailLinkAction): ServerRoute[] {
  return [
    defineRoute(`GET ${path}`, PUBLIC_ACCESS, {
      description: descriptions.page,
      params: emailLinkParamsSchema,
      query: false,
      handler: (request, h) => {
        if (!readLinkToken(purpose, request.params.token, request.server.app.shared.jwtSecret)) return invalidLinkPage(h, texts.title);
        return linkPage(h, { title: texts.title, action: { button: texts.button, path: request.path } });
      },
    }),
    defineRoute(`POST ${path}`, PUBLIC_ACCESS, {
      app: KEEPS_PUBLIC_PAGES,
      description: descriptions.action,
      params: emailLinkParamsSchema,
      payloadOptions: LINK_FORM_POST,
      handler: async (request, h) => {
        const subject = readLinkToken(purpose, request.params.token, request.server.app.shared.jwtSecret);
        if (!subject || !(await act(subject))) return invalidLinkPage(h, texts.title);
        return linkPage(h, { title: texts.title, message: texts.done });
      },
    }),
  ];
}
