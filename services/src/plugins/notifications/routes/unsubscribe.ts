import Boom from '@hapi/boom';
import { SMS_ALERTS_TEXTS, smsUnsubscribePayloadSchema, type SmsSubscriptionResponse } from '@plotwise/contracts';
import { publicFormRoute } from '../../public-forms';
import { unsubscribeFromAlerts } from '../sms-subscription-service';

const unsubscribed = (phoneNumber: string): SmsSubscriptionResponse => ({ phoneNumber, subscribed: false });

export const unsubscribeRoute = publicFormRoute('/api/notifications/unsubscribe', 'sms-alerts', {
  description:
    'Stops SMS alerts to a number: {phoneNumber, token (from verify)}. 403 when the token does not hold an active subscription of the number, the same whether the number is subscribed or not; a device without the token subscribes again (a new code) to get one.',
  payload: smsUnsubscribePayloadSchema,
  dropped: (request) => unsubscribed(request.payload.phoneNumber),
  handler: async (request) => {
    const { phoneNumber, token } = request.payload;
    if (!(await unsubscribeFromAlerts(phoneNumber, token))) throw Boom.forbidden(SMS_ALERTS_TEXTS.notThisDevice);
    return unsubscribed(phoneNumber);
  },
});
