import * as yup from 'yup';
import { INQUIRY_LIMITS, INQUIRY_TEXTS } from '@plotwise/contracts';
import { buyerContactYupFields } from '../../lib/buyer-contact-rules';

/** The inquiry form's rules, with the words POST /api/inquiries refuses each field in. */
export const inquirySchema = yup.object({
  ...buyerContactYupFields,
  email: buyerContactYupFields.email.required(INQUIRY_TEXTS.emailRequired),
  message: yup.string().trim().required(INQUIRY_TEXTS.messageRequired).max(INQUIRY_LIMITS.message, INQUIRY_TEXTS.messageTooLong),
});

export type InquiryValues = yup.InferType<typeof inquirySchema>;
