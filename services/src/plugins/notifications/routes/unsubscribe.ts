import Boom from '@hapi/boom';
import { SMS_ALERTS_TEXTS, smsUnsubscribePayloadSchema, type SmsSubscriptionResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { unsubscribeFromAlerts } from '../sms-subscription-service';

export const unsubscribeRoute = defineRoute('POST /api/notifications/unsubscribe', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Stops SMS alerts to a number: {phoneNumber, token (from verify)}. 403 when the token does not hold an active subscription of the number, the same whether the number is subscribed or not; a device without the token subscribes again (a new code) to get one.',
  payload: smsUnsubscribePayloadSchema,
  handler: async (request) => {
    const { phoneNumber, token } = request.payload;
    const reply: SmsSubscriptionResponse = { phoneNumber, subscribed: false };
    if ((await guardPublicForm(request, 'sms-alerts')) === 'drop') return reply;
    if (!(await unsubscribeFromAlerts(phoneNumber, token))) throw Boom.forbidden(SMS_ALERTS_TEXTS.notThisDevice);
    return reply;
  },
});
