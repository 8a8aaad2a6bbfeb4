import { notificationListQuerySchema, type NotificationListResponse } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { listNotifications } from '../notification-service';

export const listNotificationsRoute = defineRoute('GET /api/admin/notifications', ADMIN_ACCESS, {
  description: 'Notifications recorded by real events, newest first (?unread=true for unread only), paged, with the unread count (admin only).',
  query: notificationListQuerySchema,
  handler: (request): Promise<NotificationListResponse> => listNotifications(request.query),
});
