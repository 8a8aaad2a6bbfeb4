import Boom from '@hapi/boom';
import type { ReqRef, Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { INQUIRY_FORM, INQUIRY_PHONE_FORM, SMS_ALERTS_TEXTS, normaliseIndianMobile, smsCodeSchema } from '@plotwise/contracts';
import { z } from 'zod';
import { Inquiry } from '../../../db/models';
import { comesFromOwnPage, CROSS_SITE_REFUSED } from '../../../extensions/cross-site-guard';
import { requestOrigin } from '../../../extensions/request-origin';
import { KEEPS_PUBLIC_PAGES, PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { confirmPhoneCode } from '../../notifications/sms-subscription-service';
import { guardPublicForm } from '../../public-forms';
import { VERIFIED_PHONE_COOKIE, plainInquiryOf, verifiedPhoneValue } from '../verified-phone';
import { resultAddress } from './create-from-form';
import { textInquiryCode } from './phone-verification';

/** The project page to go back to; the code, when it is the code's form. */
const formSchema = z.looseObject({ projectId: z.coerce.number().int().positive(), code: z.unknown().optional() });

type Step = typeof INQUIRY_PHONE_FORM.codeSent | typeof INQUIRY_PHONE_FORM.verified | typeof INQUIRY_PHONE_FORM.expired | typeof INQUIRY_FORM.busy
  | 'codeWrong' | 'codeLocked' | 'codeInvalid' | 'tooManyCodes';

/** The inquiry this browser just sent by the plain form and its number, or null once that is over. */
async function pendingInquiry<Refs extends ReqRef>(request: Request<Refs>): Promise<{ inquiry: Inquiry; phone: string } | null> {
  const id = plainInquiryOf(request);
  const inquiry = id === null ? undefined : await Inquiry.query().findById(id);
  const phone = inquiry ? normaliseIndianMobile(inquiry.phone ?? '') : null;
  return inquiry && phone ? { inquiry, phone } : null;
}

/** Both forms: only from the site's own page, and back to the project's inquiry section with the next step. */
type Back = (step: Step) => ResponseObject;

async function plainStep<Refs extends ReqRef>(request: Request<Refs>, h: ResponseToolkit<Refs>, run: (back: Back) => Promise<ResponseObject>): Promise<ResponseObject> {
  if (!comesFromOwnPage(request.headers as Record<string, string | undefined>, requestOrigin(request))) throw Boom.forbidden(CROSS_SITE_REFUSED);
  const { projectId } = request.payload as z.output<typeof formSchema>;
  // 303: the browser follows with a GET, so reloading the answer does not post again.
  const back: Back = (step) => h.redirect(resultAddress(projectId, step)).code(303);
  try {
    return await run(back);
  } catch (error) {
    if (!Boom.isBoom(error) || error.output.statusCode !== 429) throw error;
    return back(error.message === SMS_ALERTS_TEXTS.tooManyCodes ? 'tooManyCodes' : INQUIRY_FORM.busy);
  }
}

export const inquiryPhoneCodeFormRoute = defineRoute(`POST ${INQUIRY_PHONE_FORM.codeAction}`, PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Texts a code to the number of the enquiry this browser just sent by the plain form (its signed cookie), as an HTML form (projectId) from this site\'s own page; 303 back to the project with ?enquiry=code-sent, or why not. The scripted route\'s limits apply.',
  payloadOptions: { allow: 'application/x-www-form-urlencoded' },
  payload: formSchema,
  handler: (request, h) => plainStep(request, h, async (back) => {
    const pending = await pendingInquiry(request);
    if (!pending) return back(INQUIRY_PHONE_FORM.expired);
    if (pending.inquiry.phoneVerifiedAt) return back(INQUIRY_PHONE_FORM.verified);
    await textInquiryCode(request, pending.phone);
    return back(INQUIRY_PHONE_FORM.codeSent);
  }),
});

export const inquiryPhoneVerifyFormRoute = defineRoute(`POST ${INQUIRY_PHONE_FORM.verifyAction}`, PUBLIC_ACCESS, {
  app: KEEPS_PUBLIC_PAGES,
  description:
    'Takes the texted code for the number of the enquiry this browser just sent by the plain form, as an HTML form (projectId, code): marks that enquiry verified and this browser as having confirmed the number; 303 back with ?enquiry=verified, or codeWrong / codeLocked / codeInvalid.',
  payloadOptions: { allow: 'application/x-www-form-urlencoded' },
  payload: formSchema,
  handler: (request, h) => plainStep(request, h, async (back) => {
    const pending = await pendingInquiry(request);
    if (!pending) return back(INQUIRY_PHONE_FORM.expired);
    const code = smsCodeSchema.safeParse(request.payload.code);
    if (!code.success) return back('codeInvalid');
    await guardPublicForm(request, 'inquiry');
    const { jwtSecret } = request.server.app.shared;
    const outcome = await confirmPhoneCode(pending.phone, code.data, jwtSecret);
    if (outcome === 'wrong') return back('codeWrong');
    if (outcome === 'locked') return back('codeLocked');
    await Inquiry.query().findById(pending.inquiry.id).whereNull('phoneVerifiedAt').patch({ phoneVerifiedAt: new Date() });
    return back(INQUIRY_PHONE_FORM.verified).state(VERIFIED_PHONE_COOKIE, verifiedPhoneValue(pending.phone, jwtSecret));
  }),
});
