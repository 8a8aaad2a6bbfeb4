import { emptyObjectSchema, idParamsSchema, type IdParams, type Notification } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { markNotificationRead } from '../notification-service';

export const markNotificationReadRoute = defineRoute<{ Params: IdParams }>({
  method: 'PATCH',
  path: '/api/admin/notifications/{id}/read',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Marks one notification read (admin only).',
    validate: { params: zodValidator(idParamsSchema), query: zodValidator(emptyObjectSchema), payload: zodValidator(emptyObjectSchema) },
    handler: (request): Promise<Notification> => markNotificationRead(request.params.id),
  },
});
