import { ADMIN_OPS_TEXTS, emptyObjectSchema, idParamsSchema, type ApproveAgentResponse } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { rejectAgent } from '../user-service';

export const rejectAgentRoute = defineRoute('PATCH /api/admin/agents/{id}/reject', ADMIN_ACCESS, {
  description:
    'Rejects an agent awaiting approval: the account stays unapproved and inactive and leaves the approvals queue; 409 for an approved agent (admin only).',
  params: idParamsSchema,
  payload: emptyObjectSchema,
  handler: async (request) => {
    const agent = await rejectAgent(request.params.id);
    const body: ApproveAgentResponse = { agent: presentAdminAccount(agent), message: ADMIN_OPS_TEXTS.agentRejected };
    return body;
  },
});
