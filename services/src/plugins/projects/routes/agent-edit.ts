import { PROJECT_SUBMISSION_TEXTS as TEXTS, agentProjectPayloadSchema, idParamsSchema, type AgentProjectSavedResponse } from '@plotwise/contracts';
import { releasedOnFailure, reserveUnderLimit } from '../../../rate-limit/sliding-window-limiter';
import { requireUser } from '../../auth/current-user';
import { APPROVED_AGENT_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { editAgentProject } from '../agent-project-service';

export const editAgentProjectRoute = defineRoute('PUT /api/agent/projects/{id}', APPROVED_AGENT_ACCESS, {
  description:
    "An approved agent edits one of their projects with the submission's fields. Pending, rejected or withdrawn: it takes the fields and waits for approval again. Approved: the listing stays as it is and the changes wait for an admin. Another agent's project is 404. `{ project, message }`.",
  params: idParamsSchema,
  payload: agentProjectPayloadSchema,
  // Neither a project waiting for approval nor changes waiting on a live one are on a public page.
  app: KEEPS_PUBLIC_PAGES,
  handler: async (request): Promise<AgentProjectSavedResponse> => {
    const agent = requireUser(request);
    // Each edit goes to the admins for review, so edits count with new submissions.
    const { submissionLimiter } = request.server.app;
    const key = `account:${agent.id}`;
    const submission = await reserveUnderLimit(submissionLimiter, [key], TEXTS.tooManySubmissions);
    const { project, outcome } = await releasedOnFailure(submission, () => editAgentProject(agent, request.params.id, request.payload));
    return { project, message: outcome === 'changes-submitted' ? TEXTS.changesSubmittedDescription : TEXTS.resubmittedDescription };
  },
});
