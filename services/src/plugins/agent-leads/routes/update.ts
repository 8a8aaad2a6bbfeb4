import { agentLeadUpdatePayloadSchema, idParamsSchema, type AgentLead } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { updateAgentLead } from '../agent-lead-service';

export const updateAgentLeadRoute = defineRoute('PATCH /api/agent/leads/{id}', APPROVED_AGENT_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: "Sets one of the agent's leads' {stage, notes, followUpOn (YYYY-MM-DD or null)}; another agent's lead is a 404 (approved agents).",
  params: idParamsSchema,
  payload: agentLeadUpdatePayloadSchema,
  handler: (request): Promise<AgentLead> => updateAgentLead(requireUser(request).id, request.params.id, request.payload),
});
