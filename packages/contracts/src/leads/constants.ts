/**
 * What visitors send us (inquiries, job applications, quote requests,
 * newsletter sign-ups, SMS alert subscriptions): the public forms' fixed
 * values and rules, apart from their zod schemas so pages without forms load no zod.
 */

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 20, subject: 200, message: 5000 } as const;

/** Where an inquiry was sent from: the contact page, the floating widget, a project page, a city page. */
export const INQUIRY_SOURCES = ['contact', 'widget', 'project', 'city'] as const;

export type InquirySource = (typeof INQUIRY_SOURCES)[number];

export const INQUIRY_STATUSES = ['new', 'in_progress', 'responded'] as const;

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * What a lead is: an inquiry from a project page, a city page, the contact page
 * or the floating widget; a Get Quote request; a job application.
 */
export const LEAD_KINDS = ['project', 'city', 'contact', 'widget', 'quote', 'application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Which table a lead lives in; with its id, it names the lead in the status path. */
export const LEAD_RECORDS = ['enquiry', 'quote', 'application'] as const;
export type LeadRecord = (typeof LEAD_RECORDS)[number];

export const JOB_APPLICATION_LIMITS = { name: 100, email: 254, position: 200, phone: 20, message: 5000 } as const;

export const QUOTE_LIMITS = { name: 100, mobile: 20, message: 5000 } as const;

// ---------------------------------------------------------------- SMS alerts

/** How a number proves it is its owner's before it gets SMS alerts. */
export const SMS_VERIFICATION = {
  codeLength: 6,
  /** A code is good for this long after it was sent. */
  codeTtlMinutes: 10,
  /** Wrong codes allowed before the code is dead and a new one must be asked for. */
  maxAttempts: 5,
  /** Codes one address may ask for one number per window (429 after), on top of the per-address public-form limit. */
  codesPerAsker: 3,
  /** Codes texted to one number per window from every address together: past it, asks get the usual answer and nothing is texted. */
  codesPerNumber: 10,
  codesWindowMinutes: 60,
} as const;

/** Where the browser keeps each confirmed number's subscription token. */
export const SMS_TOKEN_STORAGE_KEY = 'plotwise.smsAlerts.tokens';

/** +91 optional, then ten digits starting 6-9. */
const INDIAN_MOBILE = /^(?:\+?91)?[6-9]\d{9}$/;

/** Strips the spaces and dashes people type; what is left must be an Indian mobile number. */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  return INDIAN_MOBILE.test(compact) ? `+91${compact.slice(-10)}` : null;
}

/** A normalised number as people read it: `+91 98765 43210`. */
export function formatIndianMobile(normalised: string): string {
  return normalised.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');
}

/**
 * The project inquiry as a plain HTML form, which works before any script: it
 * posts here (url-encoded, from the site's own pages only) and the answer sends
 * the visitor back to the project's inquiry section with the outcome in
 * `?enquiry=`: `sent`, `busy` (past the allowance), or the INQUIRY_TEXTS key
 * of the refusal.
 */
export const INQUIRY_FORM = { action: '/api/inquiries/form', section: 'enquire', resultParam: 'enquiry', sent: 'sent', busy: 'busy', failed: 'failed' } as const;

/**
 * Confirming the number of an inquiry sent by the plain form, without script:
 * after `?enquiry=confirm` (stored, number not yet confirmed) the page offers
 * a form that posts to `codeAction` and then one that posts the code to
 * `verifyAction`. Each answers back to the inquiry section with the next step
 * in `?enquiry=`; a refusal is an SMS_ALERTS_TEXTS key (codeWrong, codeLocked,
 * codeInvalid, tooManyCodes).
 */
export const INQUIRY_PHONE_FORM = {
  codeAction: '/api/inquiries/form/phone-code',
  verifyAction: '/api/inquiries/form/phone-verify',
  confirm: 'confirm',
  codeSent: 'code-sent',
  verified: 'verified',
  expired: 'confirm-expired',
  /** How long after sending the inquiry its number can be confirmed this way. */
  windowMinutes: 30,
} as const;
