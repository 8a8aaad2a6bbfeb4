import {
  HUB_FORM_TEXTS,
  adminProjectUpdatePayloadSchema,
  emptyObjectSchema,
  idParamsSchema,
  type AdminProjectSavedResponse,
  type AdminProjectUpdate,
  type IdParams,
} from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { updateProjectAsAdmin } from '../admin-project-service';

export const updateProjectRoute = defineRoute<{ Params: IdParams; Payload: AdminProjectUpdate }>({
  method: 'PUT',
  path: '/api/projects/{id}',
  options: {
    auth: ADMIN_ACCESS,
    description:
      'Replaces a project (the hub form: every field plus the `version` it was read at). A stale version is 409 and nothing is overwritten; lastUpdatedBy is the admin. `{ project, message }`.',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(adminProjectUpdatePayloadSchema) },
    handler: async (request): Promise<AdminProjectSavedResponse> => {
      const project = await updateProjectAsAdmin(requireUser(request), request.params.id, request.payload);
      return { project, message: HUB_FORM_TEXTS.updatedDescription };
    },
  },
});
