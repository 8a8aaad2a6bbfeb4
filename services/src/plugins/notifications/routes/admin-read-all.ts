import { emptyObjectSchema, type ReadAllResponse } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { markAllNotificationsRead } from '../notification-service';

export const readAllNotificationsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/notifications/read-all',
  options: {
    auth: ADMIN_ACCESS,
    description: 'Marks every unread notification read; answers {updated} (admin only).',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(emptyObjectSchema) },
    handler: async (): Promise<ReadAllResponse> => ({ updated: await markAllNotificationsRead() }),
  },
});
