import { ADMIN_OPS_TEXTS, emptyObjectSchema, idParamsSchema, type ApproveAgentResponse } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { suspendAgent } from '../user-service';

export const suspendAgentRoute = defineRoute('PATCH /api/admin/agents/{id}/suspend', ADMIN_ACCESS, {
  description: 'Suspends an agent: every session of theirs ends at once and they cannot sign in until activated (admin only).',
  params: idParamsSchema,
  payload: emptyObjectSchema,
  handler: async (request) => {
    const agent = await suspendAgent(request.params.id);
    const body: ApproveAgentResponse = { agent: presentAdminAccount(agent), message: ADMIN_OPS_TEXTS.agentSuspended };
    return body;
  },
});
