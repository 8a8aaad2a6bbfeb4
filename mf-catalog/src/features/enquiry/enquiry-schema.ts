import * as yup from 'yup';
import { INQUIRY_LIMITS, INQUIRY_TEXTS, isIndianPhone, EMAIL_PATTERN } from '@plotwise/contracts';

/** The enquiry form's rules, with the words POST /api/inquiries refuses each field in. */
export const enquirySchema = yup.object({
  name: yup.string().trim().required(INQUIRY_TEXTS.nameRequired).max(INQUIRY_LIMITS.name, INQUIRY_TEXTS.nameTooLong),
  email: yup.string().trim().required(INQUIRY_TEXTS.emailRequired).max(INQUIRY_LIMITS.email, INQUIRY_TEXTS.emailInvalid).matches(EMAIL_PATTERN, { message: INQUIRY_TEXTS.emailInvalid, excludeEmptyString: true }),
  phone: yup
    .string()
    .trim()
    .required(INQUIRY_TEXTS.phoneInvalid)
    .max(INQUIRY_LIMITS.phone, INQUIRY_TEXTS.phoneInvalid)
    .test('indian-phone', INQUIRY_TEXTS.phoneInvalid, (value) => !value || isIndianPhone(value)),
  message: yup.string().trim().required(INQUIRY_TEXTS.messageRequired).max(INQUIRY_LIMITS.message, INQUIRY_TEXTS.messageTooLong),
});

export type EnquiryValues = yup.InferType<typeof enquirySchema>;
