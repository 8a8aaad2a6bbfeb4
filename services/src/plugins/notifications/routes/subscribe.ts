import { randomUUID } from 'node:crypto';
import { SMS_ALERTS_TEXTS, smsSubscribePayloadSchema, type SmsCodeSentResponse } from '@plotwise/contracts';
import { clientAddress } from '../../auth/client-address';
import { publicFormRoute } from '../../public-forms';
import { issueVerificationCode } from '../sms-subscription-service';

const codeSent = (phoneNumber: string): SmsCodeSentResponse => ({ phoneNumber, codeSent: true });

export const subscribeRoute = publicFormRoute('/api/notifications/subscribe', 'sms-alerts', {
  description:
    'Texts a 6-digit code to the number; POST /api/notifications/verify with it subscribes: {phoneNumber (Indian mobile, +91 optional), propertyTypes ("all" or a list of project types)}. Answers {phoneNumber, codeSent} whatever the number\'s state.',
  payload: smsSubscribePayloadSchema,
  dropped: (request) => codeSent(request.payload.phoneNumber),
  handler: async (request) => {
    const { phoneNumber, propertyTypes } = request.payload;
    const reply = codeSent(phoneNumber);

    // Per number too: nobody gets a stranger's phone texted over and over, nor shuts its owner out.
    const { smsCodeLimits, messages, shared } = request.server.app;
    const asker = clientAddress(request, shared.trustProxy);
    if ((await smsCodeLimits.admit(asker, phoneNumber, SMS_ALERTS_TEXTS.tooManyCodes)) === 'quiet') return reply;

    const code = await issueVerificationCode(phoneNumber, propertyTypes, shared.jwtSecret);
    await messages.sendSms({ to: phoneNumber, body: SMS_ALERTS_TEXTS.codeText(code) }, { idempotencyKey: `verification-code:${randomUUID()}`, purpose: 'verification-code' });
    return reply;
  },
});
