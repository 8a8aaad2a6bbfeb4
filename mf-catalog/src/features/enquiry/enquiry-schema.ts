import * as yup from 'yup';
import { ENQUIRY_TEXTS, INQUIRY_LIMITS, isIndianPhone, EMAIL_PATTERN } from '@plotwise/contracts';

/** The enquiry form's rules; messages come from the contracts' texts. */
export const enquirySchema = yup.object({
  name: yup.string().trim().required(ENQUIRY_TEXTS.nameRequired).max(INQUIRY_LIMITS.name),
  email: yup.string().trim().required(ENQUIRY_TEXTS.emailInvalid).matches(EMAIL_PATTERN, { message: ENQUIRY_TEXTS.emailInvalid, excludeEmptyString: true }).max(INQUIRY_LIMITS.email),
  phone: yup
    .string()
    .trim()
    .required(ENQUIRY_TEXTS.phoneInvalid)
    .max(INQUIRY_LIMITS.phone, ENQUIRY_TEXTS.phoneInvalid)
    .test('indian-phone', ENQUIRY_TEXTS.phoneInvalid, (value) => !value || isIndianPhone(value)),
  message: yup.string().trim().required(ENQUIRY_TEXTS.messageRequired).max(INQUIRY_LIMITS.message),
});

export type EnquiryValues = yup.InferType<typeof enquirySchema>;
