import { ADMIN_OPS_TEXTS, emptyObjectSchema, idParamsSchema, type ApproveAgentResponse, type IdParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentAdminAccount } from '../present-account';
import { suspendAgent } from '../user-service';

export const suspendAgentRoute = defineRoute<{ Params: IdParams }>({
  method: 'PATCH',
  path: '/api/admin/agents/{id}/suspend',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Suspends an agent: every session of theirs ends at once and they cannot sign in until activated (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(emptyObjectSchema) },
    handler: async (request) => {
      const agent = await suspendAgent(request.params.id);
      const body: ApproveAgentResponse = { agent: presentAdminAccount(agent), message: ADMIN_OPS_TEXTS.agentSuspended };
      return body;
    },
  },
});
