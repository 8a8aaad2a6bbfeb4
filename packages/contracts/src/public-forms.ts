/** Texts every public form (enquiry, contact, quote, application, submission, alerts) shares. */
export const PUBLIC_FORM_TEXTS = {
  tooManySubmissions: 'Too many submissions from your network. Please wait a few minutes and try again.',
} as const;
