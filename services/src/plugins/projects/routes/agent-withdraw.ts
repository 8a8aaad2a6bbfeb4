import { PROJECT_SUBMISSION_TEXTS as TEXTS, emptyObjectSchema, idParamsSchema, type AgentProjectSavedResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_ACCESS, defineRoute } from '../../define-route';
import { withdrawAgentProject } from '../agent-project-service';

export const withdrawAgentProjectRoute = defineRoute('POST /api/agent/projects/{id}/withdraw', APPROVED_AGENT_ACCESS, {
  description:
    'An approved agent withdraws one of their projects: it leaves the public site at once and stays in My Projects to be edited and resubmitted. 409 when already withdrawn; another agent\'s project is 404. `{ project, message }`.',
  params: idParamsSchema,
  payload: emptyObjectSchema,
  handler: async (request): Promise<AgentProjectSavedResponse> => ({
    project: await withdrawAgentProject(requireUser(request), request.params.id),
    message: TEXTS.withdrawnDescription,
  }),
});
