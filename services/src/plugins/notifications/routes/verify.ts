import Boom from '@hapi/boom';
import { SMS_ALERTS_TEXTS, smsVerifyPayloadSchema, type SmsVerifiedResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { confirmVerificationCode } from '../sms-subscription-service';

export const verifyRoute = defineRoute('POST /api/notifications/verify', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Confirms a number with the code subscribe texted: {phoneNumber, code}. Subscribes it and answers {phoneNumber, subscribed, token}; the token shows and ends the subscription. 400 for a wrong or expired code, 429 once a code had too many wrong tries.',
  payload: smsVerifyPayloadSchema,
  handler: async (request): Promise<SmsVerifiedResponse> => {
    const { phoneNumber, code } = request.payload;
    await guardPublicForm(request, 'sms-alerts');
    const result = await confirmVerificationCode(phoneNumber, code, request.server.app.shared.jwtSecret);
    if (result.outcome === 'wrong') throw Boom.badRequest(SMS_ALERTS_TEXTS.codeWrong);
    if (result.outcome === 'locked') throw Boom.tooManyRequests(SMS_ALERTS_TEXTS.codeLocked);
    return { phoneNumber, subscribed: true, token: result.token };
  },
});
