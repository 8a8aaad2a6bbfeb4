import { idParamsSchema, leadAgentPayloadSchema, type AgentLead } from '@plotwise/contracts';
import { ADMIN_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { reassignLead } from '../agent-lead-service';

export const reassignLeadRoute = defineRoute('PATCH /api/admin/inquiries/enquiry/{id}/agent', ADMIN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Hands an enquiry to another approved agent ({agentId}); it leaves the previous agent\'s leads (admin only).',
  params: idParamsSchema,
  payload: leadAgentPayloadSchema,
  handler: (request): Promise<AgentLead> => reassignLead(request.params.id, request.payload.agentId),
});
