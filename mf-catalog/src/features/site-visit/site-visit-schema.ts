import * as yup from 'yup';
import { SITE_VISIT_TEXTS, bookableRange } from '@plotwise/contracts';
import { buyerContactYupFields } from '../../lib/buyer-contact-rules';

/** The booking form's rules, in the words POST /api/site-visits refuses each field with. */
export const siteVisitSchema = yup.object({
  ...buyerContactYupFields,
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
