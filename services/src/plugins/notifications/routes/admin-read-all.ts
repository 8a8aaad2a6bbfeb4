import { emptyObjectSchema, type ReadAllResponse } from '@plotwise/contracts';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { markAllNotificationsRead } from '../notification-service';

export const readAllNotificationsRoute = defineRoute('POST /api/admin/notifications/read-all', ADMIN_ACCESS, {
  description: 'Marks every unread notification read; answers {updated} (admin only).',
  payload: emptyObjectSchema,
  handler: async (): Promise<ReadAllResponse> => ({ updated: await markAllNotificationsRead() }),
});
