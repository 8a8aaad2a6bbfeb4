import { ADMIN_OPS_TEXTS, emptyObjectSchema, idParamsSchema, type ApproveAgentResponse } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { approveAgent } from '../user-service';

export const approveAgentRoute = defineRoute('PATCH /api/admin/agents/{id}/approve', ADMIN_ACCESS, {
  description: 'Approves an agent: their sessions gain the agent-only APIs at once (admin only).',
  params: idParamsSchema,
  payload: emptyObjectSchema,
  handler: async (request) => {
    const agent = await approveAgent(request.params.id);
    const body: ApproveAgentResponse = { agent: presentAdminAccount(agent), message: ADMIN_OPS_TEXTS.agentApproved };
    return body;
  },
});
