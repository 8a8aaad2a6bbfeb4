import Boom from '@hapi/boom';
import { z } from 'zod';
import { recordIdSchema } from '@plotwise/contracts';
import { currentUser } from '../../auth/current-user';
import { APPROVED_AGENT_OR_ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listAgentProjects } from '../agent-project-service';

const agentParamsSchema = z.strictObject({ agentId: recordIdSchema });

export const listAgentProjectsRoute = defineRoute('GET /api/projects/agent/{agentId}', APPROVED_AGENT_OR_ADMIN_ACCESS, {
  description: "An agent's submitted projects with their approval status: approved agents see their own only, admins any.",
  params: agentParamsSchema,
  handler: async (request) => {
    const user = currentUser(request);
    if (user?.role !== 'admin' && user?.id !== request.params.agentId) {
      throw Boom.forbidden('You can only see your own projects.');
    }
    return listAgentProjects(request.params.agentId);
  },
});
