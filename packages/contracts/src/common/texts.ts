/**
 * Words every screen and the API use alike, once. Each domain's texts refer
 * to these instead of spelling them again. No zod here.
 */

/** The buttons and states of every dialog, form and list. */
export const COMMON_TEXTS = {
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  sending: 'Sending…',
  edit: 'Edit',
  delete: 'Delete',
  remove: 'Remove',
  loading: 'Loading…',
  retry: 'Try Again',
  somethingWrong: 'Something went wrong. Please try again.',
  tryAgainLater: 'Please try again later',
} as const;

/**
 * What a screen says, and the API answers with its 404, when a record is not
 * there: one wording per kind of record, the spec's where it has one.
 */
export const NOT_FOUND_TEXTS = {
  project: 'Project Not Found',
  property: 'Property not found',
  city: 'City not found',
  blogPost: 'Blog Post Not Found',
  user: 'User not found',
  agent: 'Agent not found',
  inquiry: 'Inquiry not found',
  notification: 'Notification not found',
  socialLink: 'Social link not found',
} as const;

/** How every form and the API refuse an email, a phone number or a text that is too long. */
export const FIELD_TEXTS = {
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid phone number',
  /** 'Message must be at most 5,000 characters'. */
  atMost: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-IN')} characters`,
} as const;

/** Texts every public form (enquiry, contact, quote, application, submission, alerts) shares. */
export const PUBLIC_FORM_TEXTS = {
  tooManySubmissions: 'Too many submissions from your network. Please wait a few minutes and try again.',
} as const;

/** The words of an embedded map and its links, on every page that shows one (project page, contact page). */
export const MAP_TEXTS = {
  unavailable: 'The map could not be shown here.',
  openInMaps: 'Open in Google Maps',
  getDirections: 'Get Directions',
} as const;
