import { idParamsSchema } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { getAdminProject } from '../admin-project-service';

export const getAdminProjectRoute = defineRoute('GET /api/admin/projects/{id}', ADMIN_ACCESS, {
  description: 'One project whatever its approval status, whole, with the `version` an update must name; 404 when missing.',
  params: idParamsSchema,
  handler: (request) => getAdminProject(request.params.id),
});
