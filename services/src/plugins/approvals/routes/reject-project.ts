import { ADMIN_OPS_TEXTS, idParamsSchema, rejectPayloadSchema, type ProjectDecisionResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentProject } from '../../projects/present-project';
import { rejectProject } from '../approval-service';

export const rejectProjectRoute = defineRoute('PATCH /api/admin/projects/{id}/reject', ADMIN_ACCESS, {
  description: "Rejects a pending project with an optional {reason} the agent sees; it stays on record as rejected. For an approved project with changes from its agent, drops the changes and keeps the listing, with the reason for the agent. 409 otherwise (admin only).",
  params: idParamsSchema,
  payload: rejectPayloadSchema,
  handler: async (request): Promise<ProjectDecisionResponse> => {
    const project = await rejectProject(requireUser(request), request.params.id, request.payload.reason);
    return { project: presentProject(project), alertsQueued: 0, message: ADMIN_OPS_TEXTS.projectRejected };
  },
});
