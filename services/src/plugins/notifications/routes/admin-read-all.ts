import { emptyObjectSchema, type ReadAllResponse } from '@plotwise/contracts';
import { ADMIN_ACCESS, KEEPS_PUBLIC_PAGES, defineRoute } from '../../define-route';
import { markAllNotificationsRead } from '../notification-service';

export const readAllNotificationsRoute = defineRoute('POST /api/admin/notifications/read-all', ADMIN_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description: 'Marks every unread notification read; answers {updated} (admin only).',
  payload: emptyObjectSchema,
  handler: async (): Promise<ReadAllResponse> => ({ updated: await markAllNotificationsRead() }),
});
