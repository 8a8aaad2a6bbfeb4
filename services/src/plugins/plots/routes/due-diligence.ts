import { dueDiligenceInputSchema, idParamsSchema, type DueDiligence } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_OR_ADMIN_ACCESS, defineRoute } from '../../define-route';
import { getDueDiligence, saveDueDiligence } from '../diligence-service';

export const getDueDiligenceRoute = defineRoute('GET /api/projects/{id}/due-diligence', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  description: 'A project\'s due-diligence facts for its agent or an admin to edit, every document\'s address included (visitors read them in the project, on-request documents without their address).',
  params: idParamsSchema,
  handler: async (request): Promise<DueDiligence> => getDueDiligence(requireUser(request), request.params.id),
});

export const saveDueDiligenceRoute = defineRoute('PUT /api/projects/{id}/due-diligence', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  description: 'States a project\'s due-diligence facts: approving authority (or "other" and its name), approval number, NA conversion and order, survey numbers, and title and encumbrance PDFs uploaded here, each public or on request. The project\'s agent or an admin; live at once.',
  params: idParamsSchema,
  payload: dueDiligenceInputSchema,
  handler: async (request): Promise<DueDiligence> => saveDueDiligence(requireUser(request), request.params.id, request.payload),
});
