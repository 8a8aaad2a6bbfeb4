import { idParamsSchema, siteVisitProposalSchema, visitingHoursPayloadSchema, type LeadVisit } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_OR_ADMIN_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute, noContent } from '../../define-route';
import { visitStep } from '../message-deps';
import type { VisitFacts } from '../visit-facts';
import { cancelVisit, confirmVisit, proposeVisit, setVisitingHours } from '../site-visit-service';

const leadVisit = (facts: VisitFacts): LeadVisit => ({ id: facts.id, status: facts.status, date: facts.date, slot: facts.slot });

export const confirmVisitRoute = defineRoute('POST /api/agent/site-visits/{id}/confirm', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "Confirms a requested visit; the lead moves to Visit scheduled and the buyer is told. Another agent's visit is a 404; 409 unless it is requested (the project's agent, admins).",
  params: idParamsSchema,
  handler: (request) => visitStep(request.server, 'confirmed', leadVisit, confirmVisit(requireUser(request), request.params.id, request.server.app.knex)),
});

export const proposeVisitRoute = defineRoute('POST /api/agent/site-visits/{id}/propose', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "Proposes another {date, slot} for a visit; the buyer gets a link to accept or cancel. 400 outside the visiting hours, 409 for a full slot or a cancelled visit; another agent's visit is a 404.",
  params: idParamsSchema,
  payload: siteVisitProposalSchema,
  handler: (request) => visitStep(request.server, 'proposed', leadVisit, proposeVisit(requireUser(request), request.params.id, request.payload, request.server.app.knex)),
});

export const sellerCancelVisitRoute = defineRoute('POST /api/agent/site-visits/{id}/cancel', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "Cancels a visit for the seller's side; its place in the slot is free again and the buyer is told. 409 when already cancelled; another agent's visit is a 404 (the project's agent, admins).",
  params: idParamsSchema,
  handler: (request) => visitStep(request.server, 'cancelledBySeller', leadVisit, cancelVisit({ id: request.params.id }, request.server.app.knex, requireUser(request))),
});

// Not KEEPS_PUBLIC_PAGES: the project page offers slots from these hours, so its kept copy must go.
export const visitingHoursRoute = defineRoute('PUT /api/projects/{id}/visiting-hours', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  description: "Sets a project's own visiting {hours: {days (0 = Sunday), opens, closes} | null}; null goes back to the office hours. The listing agent or an admin; another agent's project is a 404. 204.",
  params: idParamsSchema,
  payload: visitingHoursPayloadSchema,
  handler: (request, h) => noContent(h, setVisitingHours(requireUser(request), request.params.id, request.payload.hours, request.server.app.knex)),
});
