import { atMostCharacters } from '../common/format';
import { FIELD_TEXTS } from '../common/rules';
import { COMMON_TEXTS } from '../common/texts';
import { INQUIRY_LIMITS, JOB_APPLICATION_LIMITS, SMS_VERIFICATION } from './constants';

/*
 * What visitors send us, in the words of the forms, their toasts and the API:
 * the project inquiry, the contact page and widget, the job application, the
 * Get Quote dialog, the newsletter box and the SMS alerts popover.
 */

/** The promise after a message, a quote request or an inquiry. */
const REPLY_WITHIN_A_DAY = "We'll get back to you within 24 hours";
/** The one message for any empty required field (contact page, job application). */
const FILL_REQUIRED_FIELDS = 'Please fill all required fields';
const MESSAGE_SENT = 'Message sent!';
const ERROR_TITLE = 'Error';
// The inquiry widget's messages, which POST /api/inquiries and every form that posts to it use.
const NAME_REQUIRED = 'Please enter your name';
const EMAIL_REQUIRED = 'Please enter your email address';
const MESSAGE_REQUIRED = 'Please enter your message';

/**
 * The project inquiry form (detail and city pages) and how `POST /api/inquiries`
 * refuses a field, in the words of every form that posts to it (the project
 * inquiry, the contact page, the widget).
 */
export const INQUIRY_TEXTS = {
  heading: 'Enquire about this project',
  submit: 'Send Enquiry',
  sending: COMMON_TEXTS.sending,
  sentTitle: 'Enquiry sent!',
  sentDescription: REPLY_WITHIN_A_DAY,
  sendAnother: 'Send another enquiry',
  failedTitle: 'Error sending enquiry',
  failedDescription: COMMON_TEXTS.tryAgainLater,
  defaultMessage: (projectTitle: string) => `I am interested in ${projectTitle}. Please share the price list, available plot sizes and a site visit slot.`,
  // The refusals (INQUIRY_REFUSALS).
  nameRequired: NAME_REQUIRED,
  nameTooLong: /* @__PURE__ */ atMostCharacters('Name', INQUIRY_LIMITS.name),
  emailRequired: EMAIL_REQUIRED,
  /** Also for an address longer than one can be (INQUIRY_LIMITS.email). */
  emailInvalid: FIELD_TEXTS.emailInvalid,
  phoneInvalid: FIELD_TEXTS.phoneInvalid,
  subjectTooLong: /* @__PURE__ */ atMostCharacters('Subject', INQUIRY_LIMITS.subject),
  messageRequired: MESSAGE_REQUIRED,
  messageTooLong: /* @__PURE__ */ atMostCharacters('Message', INQUIRY_LIMITS.message),
} as const;

/** The refusal keys of INQUIRY_TEXTS: the only words the plain form's outcome may name. */
export const INQUIRY_REFUSALS = ['nameRequired', 'nameTooLong', 'emailRequired', 'emailInvalid', 'phoneInvalid', 'subjectTooLong', 'messageRequired', 'messageTooLong'] as const;
export type InquiryRefusal = (typeof INQUIRY_REFUSALS)[number];

/** The floating contact widget on every page. */
export const CONTACT_WIDGET_TEXTS = {
  nameRequiredTitle: 'Name required',
  nameRequired: NAME_REQUIRED,
  emailRequiredTitle: 'Email required',
  emailRequired: EMAIL_REQUIRED,
  messageRequiredTitle: 'Message required',
  messageRequired: MESSAGE_REQUIRED,
  /** A filled-in email that is not an address. */
  emailInvalidTitle: 'Invalid email',
  emailInvalid: FIELD_TEXTS.emailInvalid,
  failedTitle: 'Error sending message',
  failed: COMMON_TEXTS.tryAgainLater,
  sentTitle: MESSAGE_SENT,
  sent: "We'll get back to you as soon as possible",
} as const;

/**
 * The /contact page's form: each field says what is wrong with it
 * (INQUIRY_TEXTS, as the API does), and the toast says
 * requiredFields when a required field is empty.
 */
export const CONTACT_PAGE_TEXTS = {
  errorTitle: ERROR_TITLE,
  requiredFields: FILL_REQUIRED_FIELDS,
  failed: 'Failed to send message. Please try again.',
  sentTitle: MESSAGE_SENT,
  sent: REPLY_WITHIN_A_DAY,
  sendAnother: 'Send another message',
} as const;

/** /careers: the job list and the application form. */
export const CAREERS_TEXTS = {
  noOpenings: 'No open positions available at the moment.',
  requiredFields: FILL_REQUIRED_FIELDS,
  nameTooLong: /* @__PURE__ */ atMostCharacters('Name', JOB_APPLICATION_LIMITS.name),
  /** Also for an address longer than one can be (JOB_APPLICATION_LIMITS.email). */
  emailInvalid: FIELD_TEXTS.emailInvalid,
  positionTooLong: /* @__PURE__ */ atMostCharacters('Position', JOB_APPLICATION_LIMITS.position),
  /** Also for a number longer than one is typed (JOB_APPLICATION_LIMITS.phone). */
  phoneInvalid: FIELD_TEXTS.phoneInvalid,
  messageTooLong: /* @__PURE__ */ atMostCharacters('Message', JOB_APPLICATION_LIMITS.message),
  resumeTooLarge: 'File size must be less than 2MB',
  resumeWrongType: 'Please upload a PDF or Word document',
  submitted: 'Application Submitted',
  submittedDescription: "Thank you for applying. Our hiring team will get back to you soon.",
  applyAgain: 'Apply for another position',
  failed: 'Failed to submit application',
  somethingWrong: COMMON_TEXTS.somethingWrong,
  jobsFailed: 'We could not load the open positions. Please try again later.',
  /** The API's word for a resume link that is not a resume this site stored. */
  resumeNotOurs: 'The resume must be a file uploaded with this form. Please attach it again.',
} as const;

/** /services: the Get Quote dialog. */
export const QUOTE_TEXTS = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in all required fields',
  // Under each empty field its own words; the toast above says `missing` once.
  nameRequired: NAME_REQUIRED,
  mobileRequired: 'Please enter your mobile number',
  messageRequired: MESSAGE_REQUIRED,
  submittedTitle: 'Quote Request Submitted',
  submitted: REPLY_WITHIN_A_DAY,
  requestAnother: 'Request another quote',
  failedTitle: ERROR_TITLE,
  failed: 'Failed to send your request. Please try again.',
  mobileInvalid: 'Please enter a valid mobile number',
} as const;

/** The header's SMS alerts popover. */
export const SMS_ALERTS_TEXTS = {
  phoneHint: 'Format: +91 followed by your 10-digit number',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter an Indian mobile number: +91 followed by 10 digits starting with 6, 7, 8 or 9',
  subscribeFailed: 'Failed to subscribe to notifications',
  unsubscribeFailed: 'Failed to unsubscribe from notifications',
  statusFailed: 'Failed to check subscription status',
  subscribedTitle: 'Subscribed to SMS alerts',
  unsubscribedTitle: 'Unsubscribed from SMS alerts',
  // Proof of owning the number.
  codePrompt: (phoneNumber: string) => `Enter the ${SMS_VERIFICATION.codeLength}-digit code we sent to ${phoneNumber}`,
  codeLabel: 'Code',
  codeRequired: `Enter the ${SMS_VERIFICATION.codeLength}-digit code from the SMS`,
  codeInvalid: `The code is the ${SMS_VERIFICATION.codeLength} digits in the SMS`,
  codeWrong: 'That code is wrong or has expired. Check the SMS or ask for a new code.',
  codeLocked: 'Too many wrong codes. Ask for a new code.',
  codeResent: 'We sent a new code.',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  resend: 'Send a new code',
  changeNumber: 'Use another number',
  tooManyCodes: 'You have asked for many codes for this number. Please wait before asking for another.',
  codeNotSent: 'We could not send the code right now. Please try again in a moment.',
  tokenRequired: 'token is required: confirm the number with the code we text to get one',
  tokenInvalid: 'token is not a subscription token',
  notThisDevice: 'This device cannot change alerts for this number. Subscribe again to get a code, then unsubscribe.',
  codeText: (code: string) => `Plotwise: your code is ${code}. It expires in ${SMS_VERIFICATION.codeTtlMinutes} minutes. Do not share it.`,
} as const;
