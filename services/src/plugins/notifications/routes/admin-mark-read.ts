import { emptyObjectSchema, idParamsSchema, type Notification } from '@plotwise/contracts';
import { ADMIN_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { markNotificationRead } from '../notification-service';

export const markNotificationReadRoute = defineRoute('PATCH /api/admin/notifications/{id}/read', ADMIN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Marks one notification read (admin only).',
  params: idParamsSchema,
  payload: emptyObjectSchema,
  handler: (request): Promise<Notification> => markNotificationRead(request.params.id),
});
