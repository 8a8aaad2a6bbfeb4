import { ADMIN_OPS_TEXTS, emptyObjectSchema, idParamsSchema, type ApproveAgentResponse, type IdParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { approveAgent } from '../user-service';

export const approveAgentRoute = defineRoute<{ Params: IdParams }>({
  method: 'PATCH',
  path: '/api/admin/agents/{id}/approve',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Approves an agent: their sessions gain the agent-only APIs at once (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(emptyObjectSchema) },
    handler: async (request) => {
      const agent = await approveAgent(request.params.id);
      const body: ApproveAgentResponse = { agent: presentAdminAccount(agent), message: ADMIN_OPS_TEXTS.agentApproved };
      return body;
    },
  },
});
