import { emptyObjectSchema, idParamsSchema, type IdParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { getAdminProject } from '../admin-project-service';

export const getAdminProjectRoute = defineRoute<{ Params: IdParams }>({
  method: 'GET',
  path: '/api/admin/projects/{id}',
  options: {
    auth: ADMIN_ACCESS,
    description: 'One project whatever its approval status, whole, with the `version` an update must name; 404 when missing.',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema) },
    handler: (request) => getAdminProject(request.params.id),
  },
});
