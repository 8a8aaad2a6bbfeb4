/**
 * Texts every part of the site shares, written once. Each domain's texts
 * refer to these instead of spelling them again. No zod here.
 *
 * Texts every visitor's first page loads (map.ts for @plotwise/ui's map,
 * accounts/texts.ts for its 'Logged out', projects/texts.ts for the
 * catalogue's words) are written out in full and read no other module:
 * @plotwise/ui is a chunk of its own on every page, and a text object there
 * that read another module would keep that module's objects, whole, on every
 * page. Other modules refer to them, not the other way round.
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

/** Texts every public form (inquiry, contact, quote, application, submission, alerts) shares. */
export const PUBLIC_FORM_TEXTS = {
  tooManySubmissions: 'Too many submissions from your network. Please wait a few minutes and try again.',
} as const;
