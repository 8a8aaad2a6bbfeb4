import { agentLeadListQuerySchema, type AgentLeadListResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_ACCESS, defineRoute } from '../../define-route';
import { listAgentLeads } from '../agent-lead-service';

export const listAgentLeadsRoute = defineRoute('GET /api/agent/leads', APPROVED_AGENT_ACCESS, {
  description: "The signed-in agent's leads (enquiries about their projects), newest first; ?stage=, ?projectId=, paged (approved agents; their own only).",
  query: agentLeadListQuerySchema,
  handler: (request): Promise<AgentLeadListResponse> => listAgentLeads(requireUser(request).id, request.query),
});
