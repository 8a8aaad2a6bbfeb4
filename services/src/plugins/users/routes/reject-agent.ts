import { ADMIN_OPS_TEXTS, emptyObjectSchema, idParamsSchema, type ApproveAgentResponse, type IdParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { rejectAgent } from '../user-service';

export const rejectAgentRoute = defineRoute<{ Params: IdParams }>({
  method: 'PATCH',
  path: '/api/admin/agents/{id}/reject',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'Rejects an agent awaiting approval: the account stays unapproved and inactive and leaves the approvals queue; 409 for an approved agent (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(emptyObjectSchema) },
    handler: async (request) => {
      const agent = await rejectAgent(request.params.id);
      const body: ApproveAgentResponse = { agent: presentAdminAccount(agent), message: ADMIN_OPS_TEXTS.agentRejected };
      return body;
    },
  },
});
