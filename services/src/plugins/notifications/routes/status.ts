import { smsStatusQuerySchema, type SmsStatusResponse } from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { isSubscribedToAlerts } from '../sms-subscription-service';

export const statusRoute = defineRoute<{ Query: z.output<typeof smsStatusQuerySchema> }>({
  method: 'GET',
  path: '/api/notifications/status',
  options: {
    auth: PUBLIC_ACCESS,
    description:
      'Whether a number receives SMS alerts: {subscribed}, true only with the token verify gave for it (?phoneNumber=&token=); without it, or with another, always false.',
    validate: { query: zodValidator(smsStatusQuerySchema) },
    handler: async (request): Promise<SmsStatusResponse> => ({
      subscribed: await isSubscribedToAlerts(request.query.phoneNumber, request.query.token),
    }),
  },
});
