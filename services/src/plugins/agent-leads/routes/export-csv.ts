import { agentLeadListQuerySchema } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_ACCESS, defineRoute } from '../../define-route';
import { agentLeadsCsv } from '../agent-lead-service';

export const exportAgentLeadsRoute = defineRoute('GET /api/agent/leads.csv', APPROVED_AGENT_ACCESS, {
  description: "The signed-in agent's leads matching ?stage= and ?projectId= as a CSV download, every page (approved agents; their own only).",
  query: agentLeadListQuerySchema,
  handler: async (request, h) => {
    const csv = await agentLeadsCsv(requireUser(request).id, request.query);
    return h
      .response(csv)
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="plotwise-leads.csv"')
      .header('cache-control', 'private, no-store');
  },
});
