import {
  ADMIN_OPS_TEXTS,
  emptyObjectSchema,
  idParamsSchema,
  rejectPayloadSchema,
  type IdParams,
  type ProjectDecisionResponse,
} from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { presentProject } from '../../projects/present-project';
import { rejectProject } from '../approval-service';

export const rejectProjectRoute = defineRoute<{ Params: IdParams; Payload: z.output<typeof rejectPayloadSchema> }>({
  method: 'PATCH',
  path: '/api/admin/projects/{id}/reject',
  options: {
    auth: ADMIN_ACCESS,
    description: "Rejects a pending project with an optional {reason} the agent sees; it stays on record as rejected. For an approved project with changes from its agent, drops the changes and keeps the listing, with the reason for the agent. 409 otherwise (admin only).",
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(rejectPayloadSchema) },
    handler: async (request): Promise<ProjectDecisionResponse> => {
      const project = await rejectProject(requireUser(request), request.params.id, request.payload.reason);
      return { project: presentProject(project), alertsQueued: 0, message: ADMIN_OPS_TEXTS.projectRejected };
    },
  },
});
