import type { ReqRef, Request, ResponseObject } from '@hapi/hapi';
import { INQUIRY_FORM, INQUIRY_PHONE_FORM, normaliseIndianMobile, smsCodeSchema } from '@plotwise/contracts';
import { z } from 'zod';
import { Inquiry } from '../../../db/models';
import type { RefsOf } from '../../define-route';
import { confirmPhoneCode } from '../../notifications/sms-subscription-service';
import { guardPublicForm } from '../../public-forms';
import { VERIFIED_PHONE_COOKIE, plainInquiryOf, verifiedPhoneValue } from '../verified-phone';
import { textInquiryCode } from './phone-verification';
import { plainFormRoute } from './plain-form-route';

/** The project page to go back to; the code, when it is the code's form. */
const formSchema = z.looseObject({ projectId: z.coerce.number().int().positive(), code: z.unknown().optional() });

type Step = typeof INQUIRY_PHONE_FORM.codeSent | typeof INQUIRY_PHONE_FORM.verified | typeof INQUIRY_PHONE_FORM.expired | typeof INQUIRY_FORM.busy
  | 'codeWrong' | 'codeLocked' | 'codeInvalid' | 'tooManyCodes';

/** The inquiry this browser just sent by the plain form, and its number. */
interface Pending {
  inquiry: Inquiry;
  phone: string;
}

/** The pending inquiry, or null once that is over. */
async function pendingInquiry<Refs extends ReqRef>(request: Request<Refs>): Promise<Pending | null> {
  const id = plainInquiryOf(request);
  const inquiry = id === null ? undefined : await Inquiry.query().findById(id);
  const phone = inquiry ? normaliseIndianMobile(inquiry.phone ?? '') : null;
  return inquiry && phone ? { inquiry, phone } : null;
}

type FormRequest = Request<RefsOf<undefined, undefined, typeof formSchema>>;
type PendingStep = (request: FormRequest, pending: Pending, back: (step: Step) => ResponseObject) => Promise<ResponseObject>;

/** Both forms are steps for the pending inquiry; without one, the offer has expired. */
function pendingInquiryRoute(action: `/${string}`, { description, step }: { description: string; step: PendingStep }) {
  return plainFormRoute(action, {
    description,
    payload: formSchema,
    handler: async (request, back) => {
      const pending = await pendingInquiry(request);
      return pending ? step(request, pending, back) : back(INQUIRY_PHONE_FORM.expired);
    },
  });
}

export const inquiryPhoneCodeFormRoute = pendingInquiryRoute(INQUIRY_PHONE_FORM.codeAction, {
  description:
    'Texts a code to the number of the enquiry this browser just sent by the plain form (its signed cookie), as an HTML form (projectId) from this site\'s own page; 303 back to the project with ?enquiry=code-sent, or why not. The scripted route\'s limits apply.',
  step: async (request, pending, back) => {
    if (pending.inquiry.phoneVerifiedAt) return back(INQUIRY_PHONE_FORM.verified);
    await textInquiryCode(request, pending.phone);
    return back(INQUIRY_PHONE_FORM.codeSent);
  },
});

export const inquiryPhoneVerifyFormRoute = pendingInquiryRoute(INQUIRY_PHONE_FORM.verifyAction, {
  description:
    'Takes the texted code for the number of the enquiry this browser just sent by the plain form, as an HTML form (projectId, code): marks that enquiry verified and this browser as having confirmed the number; 303 back with ?enquiry=verified, or codeWrong / codeLocked / codeInvalid.',
  step: async (request, pending, back) => {
    const code = smsCodeSchema.safeParse(request.payload.code);
    if (!code.success) return back('codeInvalid');
    await guardPublicForm(request, 'inquiry');
    const { jwtSecret } = request.server.app.shared;
    const outcome = await confirmPhoneCode(pending.phone, code.data, jwtSecret);
    if (outcome === 'wrong') return back('codeWrong');
    if (outcome === 'locked') return back('codeLocked');
    await Inquiry.query().findById(pending.inquiry.id).whereNull('phoneVerifiedAt').patch({ phoneVerifiedAt: new Date() });
    return back(INQUIRY_PHONE_FORM.verified).state(VERIFIED_PHONE_COOKIE, verifiedPhoneValue(pending.phone, jwtSecret));
  },
});
