import { emptyObjectSchema, smsUnsubscribePayloadSchema, type SmsSubscriptionResponse } from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { unsubscribeFromAlerts } from '../sms-subscription-service';

export const unsubscribeRoute = defineRoute<{ Payload: z.output<typeof smsUnsubscribePayloadSchema> }>({
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'Stops SMS alerts to a number; unsubscribing a number that is not subscribed is not an error.',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(smsUnsubscribePayloadSchema) },
    handler: async (request) => {
      const { phoneNumber } = request.payload;
      const reply: SmsSubscriptionResponse = { phoneNumber, subscribed: false };
      if ((await guardPublicForm(request, 'sms-alerts')) === 'drop') return reply;
      await unsubscribeFromAlerts(phoneNumber);
      return reply;
    },
  },
});
