import Boom from '@hapi/boom';
import { SMS_ALERTS_TEXTS, smsSubscribePayloadSchema, type SmsCodeSentResponse } from '@plotwise/contracts';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { clientAddress } from '../../auth/client-address';
import { guardPublicForm } from '../../public-forms';
import { issueVerificationCode } from '../sms-subscription-service';

export const subscribeRoute = defineRoute('POST /api/notifications/subscribe', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Texts a 6-digit code to the number; POST /api/notifications/verify with it subscribes: {phoneNumber (Indian mobile, +91 optional), propertyTypes ("all" or a list of project types)}. Answers {phoneNumber, codeSent} whatever the number\'s state.',
  payload: smsSubscribePayloadSchema,
  handler: async (request) => {
    const { phoneNumber, propertyTypes } = request.payload;
    const reply: SmsCodeSentResponse = { phoneNumber, codeSent: true };
    if ((await guardPublicForm(request, 'sms-alerts')) === 'drop') return reply;

    // Per number too: nobody gets a stranger's phone texted over and over, nor shuts its owner out.
    const { smsCodeLimits, smsSender, config } = request.server.app;
    const asker = clientAddress(request, config.trustProxy);
    if ((await smsCodeLimits.admit(asker, phoneNumber, SMS_ALERTS_TEXTS.tooManyCodes)) === 'quiet') return reply;

    const code = await issueVerificationCode(phoneNumber, propertyTypes, config.jwtSecret);
    try {
      await smsSender.send({ to: phoneNumber, body: SMS_ALERTS_TEXTS.codeText(code) });
    } catch (error) {
      request.log(['error', 'sms'], { msg: 'The SMS sender did not accept a confirmation code', err: error });
      throw Boom.serverUnavailable(SMS_ALERTS_TEXTS.codeNotSent);
    }
    return reply;
  },
});
