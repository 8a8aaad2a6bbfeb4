import * as yup from 'yup';
import { CONTACT_PAGE_TEXTS, CONTACT_WIDGET_TEXTS, INQUIRY_LIMITS, EMAIL_PATTERN } from '@plotwise/contracts';

/** The /contact form: name, email and message required; the subject is optional. */
export const contactPageSchema = yup.object({
  name: yup.string().trim().required(CONTACT_PAGE_TEXTS.requiredFields).max(INQUIRY_LIMITS.name),
  email: yup.string().trim().required(CONTACT_PAGE_TEXTS.requiredFields).matches(EMAIL_PATTERN, { message: CONTACT_PAGE_TEXTS.emailInvalid, excludeEmptyString: true }).max(INQUIRY_LIMITS.email),
  subject: yup.string().trim().max(INQUIRY_LIMITS.subject),
  message: yup.string().trim().required(CONTACT_PAGE_TEXTS.requiredFields).max(INQUIRY_LIMITS.message),
});

/** The floating widget: each missing field has its own toast, checked in this order. */
export const contactWidgetSchema = yup.object({
  name: yup.string().trim().required(CONTACT_WIDGET_TEXTS.nameRequired).max(INQUIRY_LIMITS.name),
  email: yup.string().trim().required(CONTACT_WIDGET_TEXTS.emailRequired).matches(EMAIL_PATTERN, { message: CONTACT_WIDGET_TEXTS.emailInvalid, excludeEmptyString: true }).max(INQUIRY_LIMITS.email),
  message: yup.string().trim().required(CONTACT_WIDGET_TEXTS.messageRequired).max(INQUIRY_LIMITS.message),
});

/** The toast title that goes with each widget message. */
export const WIDGET_ERROR_TITLES: Record<string, string> = {
  [CONTACT_WIDGET_TEXTS.nameRequired]: CONTACT_WIDGET_TEXTS.nameRequiredTitle,
  [CONTACT_WIDGET_TEXTS.emailRequired]: CONTACT_WIDGET_TEXTS.emailRequiredTitle,
  [CONTACT_WIDGET_TEXTS.emailInvalid]: CONTACT_WIDGET_TEXTS.emailInvalidTitle,
  [CONTACT_WIDGET_TEXTS.messageRequired]: CONTACT_WIDGET_TEXTS.messageRequiredTitle,
};
