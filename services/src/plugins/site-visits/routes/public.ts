import {
  idParamsSchema,
  normaliseIndianMobile,
  siteVisitBookingSchema,
  siteVisitTokenParamsSchema,
  type SiteVisit,
  type SiteVisitCreated,
  type VisitSlotsResponse,
} from '@plotwise/contracts';
import { currentUser } from '../../auth/current-user';
import { linkOrigin } from '../../auth/link-origin';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { publicFormRoute } from '../../public-forms';
import { verifiedPhoneOf } from '../../inquiries/verified-phone';
import { visitCalendar } from '../calendar';
import { publicVisit } from '../visit-facts';
import { toldOf, visitStep } from '../message-deps';
import { visitSlots } from '../visit-slots';
import { acceptVisit, bookVisit, cancelVisit, visitByToken } from '../site-visit-service';

const NO_STORE = 'private, no-store';

export const visitSlotsRoute = defineRoute('GET /api/projects/{id}/visit-slots', PUBLIC_ACCESS, {
  description: "A live project's visiting hours and its bookable days from tomorrow on, each with the slots that still have a place; 404 for a project not on the site.",
  params: idParamsSchema,
  handler: async (request, h) => h.response((await visitSlots(request.params.id)) satisfies VisitSlotsResponse).header('cache-control', 'no-store'),
});

export const bookVisitRoute = publicFormRoute('/api/site-visits', 'site-visit', {
  description:
    'Books a site visit {projectId, name, phone, email?, date, slot}: 201 {id, token, visit}. 400 for a day or time outside the rules or the visiting hours, 409 for a full slot; the visit is a lead for the project\'s agent, and the buyer is sent its link.',
  payload: siteVisitBookingSchema,
  dropped: ({ payload: { name, projectId, date, slot } }, h) =>
    h.response({ id: 0, token: '', visit: { status: 'requested', name, projectId, projectTitle: '', address: '', date, slot } } satisfies SiteVisitCreated).code(201),
  handler: async (request, h) => {
    const { website: _honeypot, ...input } = request.payload;
    const sender = currentUser(request);
    const facts = await bookVisit(
      {
        ...input,
        userId: sender && sender.role !== 'admin' ? sender.id : undefined,
        linkOrigin: linkOrigin(request),
        phoneVerified: verifiedPhoneOf(request) === normaliseIndianMobile(input.phone),
      },
      request.server.app.knex,
    );
    await toldOf(request.server, 'requested', facts);
    return h.response({ id: facts.id, token: facts.token, visit: publicVisit(facts) } satisfies SiteVisitCreated).code(201).header('cache-control', NO_STORE);
  },
});

export const viewVisitRoute = defineRoute('GET /api/site-visits/{token}', PUBLIC_ACCESS, {
  description: "The visit behind a buyer's link: project, address, day, time and status (no contact details); 404 for a token nobody holds.",
  params: siteVisitTokenParamsSchema,
  handler: async (request, h) => h.response(publicVisit(await visitByToken(request.params.token, request.server.app.knex)) satisfies SiteVisit).header('cache-control', NO_STORE),
});

const buyerLink = (request: Parameters<typeof linkOrigin>[0], token: string) => `${linkOrigin(request) ?? ''}/projects/visits/${token}`;

export const visitCalendarRoute = defineRoute('GET /api/site-visits/{token}/calendar.ics', PUBLIC_ACCESS, {
  description: 'The visit as an iCalendar file (one VEVENT in Asia/Kolkata time) to add to a calendar; a cancelled visit\'s file cancels the event.',
  params: siteVisitTokenParamsSchema,
  handler: async (request, h) => {
    const facts = await visitByToken(request.params.token, request.server.app.knex);
    const ics = visitCalendar({ ...facts, link: buyerLink(request, facts.token), cancelled: facts.status === 'cancelled' });
    return h
      .response(ics)
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="plotwise-site-visit.ics"')
      .header('cache-control', NO_STORE);
  },
});

export const acceptVisitRoute = defineRoute('POST /api/site-visits/{token}/accept', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "The buyer accepts the agent's proposed time by link: the visit is confirmed. 409 when no time is proposed.",
  params: siteVisitTokenParamsSchema,
  handler: (request) => visitStep(request.server, 'accepted', publicVisit, acceptVisit(request.params.token, request.server.app.knex)),
});

export const cancelVisitRoute = defineRoute('POST /api/site-visits/{token}/cancel', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'The buyer cancels by link: its place in the slot is free again and the agent is told. 409 when already cancelled.',
  params: siteVisitTokenParamsSchema,
  handler: (request) => visitStep(request.server, 'cancelled', publicVisit, cancelVisit({ token: request.params.token }, request.server.app.knex)),
});
