import { HUB_FORM_TEXTS, adminProjectUpdatePayloadSchema, idParamsSchema, type AdminProjectSavedResponse } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { updateProjectAsAdmin } from '../admin-project-service';

export const updateProjectRoute = defineRoute('PUT /api/projects/{id}', ADMIN_ACCESS, {
  description:
    'Replaces a project (the hub form: every field plus the `version` it was read at). A stale version is 409 and nothing is overwritten; lastUpdatedBy is the admin. `{ project, message }`.',
  params: idParamsSchema,
  payload: adminProjectUpdatePayloadSchema,
  handler: async (request): Promise<AdminProjectSavedResponse> => {
    const project = await updateProjectAsAdmin(requireUser(request), request.params.id, request.payload);
    return { project, message: HUB_FORM_TEXTS.updatedDescription };
  },
});
