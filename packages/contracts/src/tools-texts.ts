/**
 * The copy of the tools and company pages, used verbatim by the forms, their toasts and the API.
 */
import { SMS_VERIFICATION } from './sms-alerts-constants';

/** The floating contact widget on every page. */
export const CONTACT_WIDGET_TEXTS = {
  nameRequiredTitle: 'Name required',
  nameRequired: 'Please enter your name',
  emailRequiredTitle: 'Email required',
  emailRequired: 'Please enter your email address',
  messageRequiredTitle: 'Message required',
  messageRequired: 'Please enter your message',
  /** Ours: the spec checks only that the email is filled in. */
  emailInvalidTitle: 'Invalid email',
  emailInvalid: 'Please enter a valid email address',
  failedTitle: 'Error sending message',
  failed: 'Please try again later',
  sentTitle: 'Message sent!',
  sent: "We'll get back to you as soon as possible",
} as const;

/** The /contact page's form. */
export const CONTACT_PAGE_TEXTS = {
  errorTitle: 'Error',
  requiredFields: 'Please fill all required fields',
  /** Ours: the spec checks only that the email is filled in. */
  emailInvalid: 'Please enter a valid email address',
  failed: 'Failed to send message. Please try again.',
  sentTitle: 'Message sent!',
  sent: "We'll get back to you within 24 hours",
} as const;

/** /submit-property: field rules, image toasts and outcomes. */
export const SUBMIT_PROPERTY_TEXTS = {
  titleMin: 'Title must be at least 3 characters',
  descriptionMin: 'Description must be at least 10 characters',
  locationRequired: 'Location is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  areaPositive: 'Area must be greater than 0',
  pricePositive: 'Price must be greater than 0',
  priceMax: 'Price must be less than 80 lakhs',
  projectTypeRequired: 'Project type is required',
  nameMin: 'Name must be at least 3 characters',
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid phone number',
  agreeRequired: 'You must agree to the terms',

  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: (file: string) => `${file} is not a valid image format. Please use JPEG or PNG.`,
  fileTooLargeTitle: 'File too large',
  fileTooLarge: (file: string) => `${file} is larger than 5MB. Please choose a smaller file.`,
  tooManyFilesTitle: 'Too many files',
  tooManyFiles: 'You can upload a maximum of 5 images.',
  filesUploadedTitle: 'Files uploaded',
  filesUploaded: (count: number) => `${count} file(s) added successfully.`,

  userFailed: 'Failed to process user information',
  createFailed: 'Failed to create project listing',
  somethingWrong: 'Something went wrong. Please try again.',
  /** The spec's success message, 'Success! Your property has been submitted successfully and is pending approval', as title and description. */
  successTitle: 'Success!',
  success: 'Your property has been submitted successfully and is pending approval',
  // The confirmation screen that follows a submission (ours: the spec only redirects).
  confirmationTitle: 'Thank you, your plot is submitted',
  confirmationReference: 'Your reference number',
  confirmationReferenceHint: 'Quote it when you call or write to us about this plot.',
  nextStepsTitle: 'What happens next',
  nextSteps: (email: string, phone: string) => [
    'Our team reviews the details and photos within 2 business days.',
    `We may call you on ${phone} or write to ${email} to check the documents: title, 7/12 extract or property card, and approvals.`,
    'Once approved, your plot is listed on Plotwise and buyers\' enquiries reach you directly.',
  ],
  browseListings: 'Browse listings',
  submitAnother: 'Submit another plot',
  /** The API's word for an image reference that is not an image this site stored. */
  imageNotOurs: 'Images must be photos uploaded to this site. Please upload them again.',
} as const;

/** /careers: the job list and the application form. */
export const CAREERS_TEXTS = {
  noOpenings: 'No open positions available at the moment.',
  requiredFields: 'Please fill all required fields',
  resumeTooLarge: 'File size must be less than 2MB',
  resumeWrongType: 'Please upload a PDF or Word document',
  submitted: 'Application Submitted',
  submittedDescription: "Thank you for applying. Our hiring team will get back to you soon.",
  failed: 'Failed to submit application',
  somethingWrong: 'Something went wrong. Please try again.',
  jobsFailed: 'We could not load the open positions. Please try again later.',
  /** The API's word for a resume link that is not a resume this site stored. */
  resumeNotOurs: 'The resume must be a file uploaded with this form. Please attach it again.',
} as const;

/** /services: the Get Quote dialog. */
export const QUOTE_TEXTS = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in all required fields',
  submittedTitle: 'Quote Request Submitted',
  submitted: "We'll get back to you within 24 hours",
  failedTitle: 'Error',
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
  // Proof of owning the number (ours, not the spec's).
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
  tooManyCodes: 'Too many codes sent to this number. Please wait before asking for another.',
  codeNotSent: 'We could not send the code right now. Please try again in a moment.',
  tokenRequired: 'token is required: confirm the number with the code we text to get one',
  tokenInvalid: 'token is not a subscription token',
  notThisDevice: 'This device cannot change alerts for this number. Subscribe again to get a code, then unsubscribe.',
  codeText: (code: string) => `Plotwise: your code is ${code}. It expires in ${SMS_VERIFICATION.codeTtlMinutes} minutes. Do not share it.`,
} as const;

/** A submitted plot's reference, as the submitter and the admins read it: PW-000123. */
export function plotReference(id: number): string {
  return `PW-${String(id).padStart(6, '0')}`;
}
