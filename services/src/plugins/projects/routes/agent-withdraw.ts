import {
  PROJECT_SUBMISSION_TEXTS as TEXTS,
  emptyObjectSchema,
  idParamsSchema,
  type AgentProjectSavedResponse,
  type IdParams,
} from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_ACCESS, defineRoute } from '../../define-route';
import { withdrawAgentProject } from '../agent-project-service';

export const withdrawAgentProjectRoute = defineRoute<{ Params: IdParams }>({
  method: 'POST',
  path: '/api/agent/projects/{id}/withdraw',
  options: {
    auth: APPROVED_AGENT_ACCESS,
    description:
      'An approved agent withdraws one of their projects: it leaves the public site at once and stays in My Projects to be edited and resubmitted. 409 when already withdrawn; another agent\'s project is 404. `{ project, message }`.',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(emptyObjectSchema) },
    handler: async (request): Promise<AgentProjectSavedResponse> => ({
      project: await withdrawAgentProject(requireUser(request), request.params.id),
      message: TEXTS.withdrawnDescription,
    }),
  },
});
