import * as yup from 'yup';
import { EMAIL_PATTERN, INQUIRY_LIMITS, INQUIRY_TEXTS, isIndianPhone } from '@plotwise/contracts';

/** A buyer's name, phone and (optional here) email, as an inquiry and a site visit both take them. */
export const buyerContactYupFields = {
  name: yup.string().trim().required(INQUIRY_TEXTS.nameRequired).max(INQUIRY_LIMITS.name, INQUIRY_TEXTS.nameTooLong),
  phone: yup
    .string()
    .trim()
    .required(INQUIRY_TEXTS.phoneInvalid)
    .max(INQUIRY_LIMITS.phone, INQUIRY_TEXTS.phoneInvalid)
    .test('indian-phone', INQUIRY_TEXTS.phoneInvalid, (value) => !value || isIndianPhone(value)),
  email: yup.string().trim().max(INQUIRY_LIMITS.email, INQUIRY_TEXTS.emailInvalid).matches(EMAIL_PATTERN, { message: INQUIRY_TEXTS.emailInvalid, excludeEmptyString: true }),
};
