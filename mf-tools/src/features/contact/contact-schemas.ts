import * as yup from 'yup';
import { CONTACT_WIDGET_TEXTS, INQUIRY_LIMITS, INQUIRY_TEXTS, EMAIL_PATTERN } from '@plotwise/contracts';

/** An inquiry's name, email and message, refused in the words of POST /api/inquiries. */
const name = yup.string().trim().required(INQUIRY_TEXTS.nameRequired).max(INQUIRY_LIMITS.name, INQUIRY_TEXTS.nameTooLong);
const email = yup.string().trim().required(INQUIRY_TEXTS.emailRequired).max(INQUIRY_LIMITS.email, INQUIRY_TEXTS.emailInvalid).matches(EMAIL_PATTERN, { message: INQUIRY_TEXTS.emailInvalid, excludeEmptyString: true });
const message = yup.string().trim().required(INQUIRY_TEXTS.messageRequired).max(INQUIRY_LIMITS.message, INQUIRY_TEXTS.messageTooLong);

/** The /contact form: name, email and message required; the subject is optional. */
export const contactPageSchema = yup.object({
  name,
  email,
  subject: yup.string().trim().max(INQUIRY_LIMITS.subject, INQUIRY_TEXTS.subjectTooLong),
  message,
});

/** The floating widget: each missing field has its own toast, checked in this order. */
export const contactWidgetSchema = yup.object({ name, email, message });

/** The toast title that goes with each widget message. */
export const WIDGET_ERROR_TITLES: Record<string, string> = {
  [CONTACT_WIDGET_TEXTS.nameRequired]: CONTACT_WIDGET_TEXTS.nameRequiredTitle,
  [CONTACT_WIDGET_TEXTS.emailRequired]: CONTACT_WIDGET_TEXTS.emailRequiredTitle,
  [CONTACT_WIDGET_TEXTS.emailInvalid]: CONTACT_WIDGET_TEXTS.emailInvalidTitle,
  [CONTACT_WIDGET_TEXTS.messageRequired]: CONTACT_WIDGET_TEXTS.messageRequiredTitle,
};
