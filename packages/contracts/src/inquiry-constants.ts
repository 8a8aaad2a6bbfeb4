/** The public forms' fixed values, apart from their zod schemas (inquiry.ts) so pages without forms load no zod. */

/**
 * Every public form carries this hidden field. People never see it and leave it
 * empty; bots fill every input they find. The API drops a filled one silently.
 */
export const HONEYPOT_FIELD = 'website';

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 20, subject: 200, message: 5000 } as const;

/** Where an enquiry was sent from: the contact page, the floating widget, a project page, a city page. */
export const INQUIRY_SOURCES = ['contact', 'widget', 'project', 'city'] as const;

export type InquirySource = (typeof INQUIRY_SOURCES)[number];

export const INQUIRY_STATUSES = ['new', 'in_progress', 'responded'] as const;

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
