import { randomUUID } from 'node:crypto';
import Boom from '@hapi/boom';
import type { ReqRef, Request } from '@hapi/hapi';
import {
  SMS_ALERTS_TEXTS, inquiryPhoneCodePayloadSchema, inquiryPhoneVerifyPayloadSchema, type InquiryPhoneStatus, type SmsCodeSentResponse,
} from '@plotwise/contracts';
import { clientAddress } from '../../auth/client-address';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { confirmPhoneCode, issueVerificationCode } from '../../notifications/sms-subscription-service';
import { guardPublicForm } from '../../public-forms';
import { VERIFIED_PHONE_COOKIE, verifiedPhoneOf, verifiedPhoneValue } from '../verified-phone';

/**
 * Texts an inquirer a code for their number, within the inquiry form's
 * allowance and the per-address and per-number code limits (429 past them).
 * A bot (honeypot filled) or a quietly refused number is answered as if sent.
 */
export async function textInquiryCode<Refs extends ReqRef>(request: Request<Refs>, phoneNumber: string): Promise<void> {
  if ((await guardPublicForm(request, 'inquiry')) === 'drop') return;
  const { smsCodeLimits, messages, shared } = request.server.app;
  if ((await smsCodeLimits.admit(clientAddress(request, shared.trustProxy), phoneNumber, SMS_ALERTS_TEXTS.tooManyCodes)) === 'quiet') return;
  const code = await issueVerificationCode(phoneNumber, 'all', shared.jwtSecret, new Date(), 'enquiry');
  await messages.sendSms({ to: phoneNumber, body: SMS_ALERTS_TEXTS.codeText(code) }, { idempotencyKey: `verification-code:${randomUUID()}`, purpose: 'verification-code' });
}

export const inquiryPhoneCodeRoute = defineRoute('POST /api/inquiries/phone-code', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Texts a 6-digit code that confirms an enquirer\'s number: {phoneNumber}. Answers {phoneNumber, codeSent} whatever happens; limited per address and per number as the SMS alerts\' codes are (429).',
  payload: inquiryPhoneCodePayloadSchema,
  handler: async (request): Promise<SmsCodeSentResponse> => {
    const { phoneNumber } = request.payload;
    await textInquiryCode(request, phoneNumber);
    return { phoneNumber, codeSent: true };
  },
});

export const inquiryPhoneVerifyRoute = defineRoute('POST /api/inquiries/phone-verify', PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Confirms an enquirer\'s number with the texted code: {phoneNumber, code}. Sets an HttpOnly signed cookie naming the number for 30 days, so this browser\'s enquiries from it are marked verified; answers {verifiedPhone}. 400 for a wrong or expired code, 429 after too many wrong tries.',
  payload: inquiryPhoneVerifyPayloadSchema,
  handler: async (request, h) => {
    const { phoneNumber, code } = request.payload;
    await guardPublicForm(request, 'inquiry');
    const { jwtSecret } = request.server.app.shared;
    const outcome = await confirmPhoneCode(phoneNumber, code, jwtSecret);
    if (outcome === 'wrong') throw Boom.badRequest(SMS_ALERTS_TEXTS.codeWrong);
    if (outcome === 'locked') throw Boom.tooManyRequests(SMS_ALERTS_TEXTS.codeLocked);
    return h.response({ verifiedPhone: phoneNumber } satisfies InquiryPhoneStatus).state(VERIFIED_PHONE_COOKIE, verifiedPhoneValue(phoneNumber, jwtSecret));
  },
});

export const inquiryPhoneStatusRoute = defineRoute('GET /api/inquiries/phone-status', PUBLIC_ACCESS, {
  description: 'The number this browser confirmed for enquiries (from its signed cookie), or null: {verifiedPhone}.',
  handler: (request): InquiryPhoneStatus => ({ verifiedPhone: verifiedPhoneOf(request) }),
});
