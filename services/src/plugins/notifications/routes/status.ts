import { smsStatusQuerySchema, type SmsStatusResponse } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { isSubscribedToAlerts } from '../sms-subscription-service';

export const statusRoute = defineRoute('GET /api/notifications/status', PUBLIC_ACCESS, {
  description:
    'Whether a number receives SMS alerts: {subscribed}, true only with the token verify gave for it (?phoneNumber=&token=); without it, or with another, always false.',
  query: smsStatusQuerySchema,
  handler: async (request): Promise<SmsStatusResponse> => ({
    subscribed: await isSubscribedToAlerts(request.query.phoneNumber, request.query.token),
  }),
});
