import { emptyObjectSchema, smsSubscribePayloadSchema, type SmsSubscriptionResponse } from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { subscribeToAlerts } from '../sms-subscription-service';

export const subscribeRoute = defineRoute<{ Payload: z.output<typeof smsSubscribePayloadSchema> }>({
  method: 'POST',
  path: '/api/notifications/subscribe',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'SMS alerts for new projects: {phoneNumber (Indian mobile, +91 optional), propertyTypes ("all" or a list of project types)}.',
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(smsSubscribePayloadSchema) },
    handler: async (request) => {
      const { phoneNumber, propertyTypes } = request.payload;
      const reply: SmsSubscriptionResponse = { phoneNumber, subscribed: true };
      if ((await guardPublicForm(request, 'sms-alerts')) === 'drop') return reply;
      await subscribeToAlerts(phoneNumber, propertyTypes);
      return reply;
    },
  },
});
