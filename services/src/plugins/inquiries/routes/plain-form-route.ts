import Boom from '@hapi/boom';
import type { Request, ResponseObject } from '@hapi/hapi';
import { INQUIRY_FORM, SMS_ALERTS_TEXTS } from '@plotwise/contracts';
import type { z } from 'zod';
import { comesFromOwnPage, CROSS_SITE_REFUSED } from '../../../extensions/cross-site-guard';
import { requestOrigin } from '../../../extensions/request-origin';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute, type RefsOf } from '../../define-route';

/** The project page's inquiry section, with the outcome. */
export function resultAddress(projectId: number, outcome: string): string {
  return `/projects/${projectId}?${INQUIRY_FORM.resultParam}=${encodeURIComponent(outcome)}#${INQUIRY_FORM.section}`;
}

/** Sends the visitor back to the project's inquiry section with the outcome. */
export type Back = (outcome: string) => ResponseObject;

interface PlainForm<B extends z.ZodType<{ projectId: number }>> {
  description: string;
  payload: B;
  handler: (request: Request<RefsOf<undefined, undefined, B>>, back: Back) => Promise<ResponseObject>;
}

/**
 * A post of one of the project page's HTML forms, before (or without) its
 * script. Only the site's own pages may post it: any site can send a form body.
 * Every answer goes back to the project page, which shows the outcome; being
 * over an allowance (429) is an outcome too.
 */
export function plainFormRoute<B extends z.ZodType<{ projectId: number }>>(action: `/${string}`, { description, payload, handler }: PlainForm<B>) {
  return defineRoute(`POST ${action}`, PUBLIC_ACCESS, {
    app: KEEPS_PUBLIC_PAGES,
    description,
    payloadOptions: { allow: 'application/x-www-form-urlencoded' },
    payload,
    handler: async (request, h) => {
      if (!comesFromOwnPage(request.headers as Record<string, string | undefined>, requestOrigin(request))) throw Boom.forbidden(CROSS_SITE_REFUSED);
      // 303: the browser follows with a GET, so reloading the answer does not post again.
      const back: Back = (outcome) => h.redirect(resultAddress((request.payload as z.output<B>).projectId, outcome)).code(303);
      try {
        return await handler(request, back);
      } catch (error) {
        if (!Boom.isBoom(error) || error.output.statusCode !== 429) throw error;
        return back(error.message === SMS_ALERTS_TEXTS.tooManyCodes ? 'tooManyCodes' : INQUIRY_FORM.busy);
      }
    },
  });
}
