import * as yup from 'yup';
import { EMAIL_PATTERN, INQUIRY_LIMITS, INQUIRY_TEXTS, SITE_VISIT_TEXTS, bookableRange, isIndianPhone } from '@plotwise/contracts';

/** The booking form's rules, in the words POST /api/site-visits refuses each field with. */
export const siteVisitSchema = yup.object({
  name: yup.string().trim().required(INQUIRY_TEXTS.nameRequired).max(INQUIRY_LIMITS.name, INQUIRY_TEXTS.nameTooLong),
  phone: yup
    .string()
    .trim()
    .required(INQUIRY_TEXTS.phoneInvalid)
    .max(INQUIRY_LIMITS.phone, INQUIRY_TEXTS.phoneInvalid)
    .test('indian-phone', INQUIRY_TEXTS.phoneInvalid, (value) => !value || isIndianPhone(value)),
  email: yup.string().trim().max(INQUIRY_LIMITS.email, INQUIRY_TEXTS.emailInvalid).matches(EMAIL_PATTERN, { message: INQUIRY_TEXTS.emailInvalid, excludeEmptyString: true }),
  date: yup
    .string()
    .required(SITE_VISIT_TEXTS.dateRequired)
    .test('bookable', SITE_VISIT_TEXTS.dateOutOfRange, (value) => {
      if (!value) return true;
      const { first, last } = bookableRange();
      return value >= first && value <= last;
    }),
  slot: yup.string().required(SITE_VISIT_TEXTS.slotRequired),
});

export type SiteVisitValues = yup.InferType<typeof siteVisitSchema>;
