import { ADMIN_OPS_TEXTS, emptyObjectSchema, idParamsSchema, type ProjectDecisionResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentProject } from '../../projects/present-project';
import { approveProject } from '../approval-service';

export const approveProjectRoute = defineRoute('PATCH /api/admin/projects/{id}/approve', ADMIN_ACCESS, {
  description:
    'Publishes a pending or rejected project (approvalStatus approved, lastUpdatedBy the admin) and queues the matching SMS alerts in the same transaction; for an approved project with changes from its agent, publishes the changes (no alerts). Admin only.',
  params: idParamsSchema,
  payload: emptyObjectSchema,
  handler: async (request): Promise<ProjectDecisionResponse> => {
    const { project, alertsQueued } = await approveProject(requireUser(request), request.params.id);
    // Saved searches are matched after the commit, off the request: the approval only noted the project.
    request.server.app.savedSearchDigests.matchSoon();
    return { project: presentProject(project), alertsQueued, message: ADMIN_OPS_TEXTS.projectApproved };
  },
});
