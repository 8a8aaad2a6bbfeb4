import { notificationListQuerySchema, type NotificationListQuery, type NotificationListResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listNotifications } from '../notification-service';

export const listNotificationsRoute = defineRoute<{ Query: NotificationListQuery }>({
  method: 'GET',
  path: '/api/admin/notifications',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Notifications recorded by real events, newest first (?unread=true for unread only), paged, with the unread count (admin only).',
    validate: { query: zodValidator(notificationListQuerySchema) },
    handler: (request): Promise<NotificationListResponse> => listNotifications(request.query),
  },
});
