import { FIELD_TEXTS } from '../common/rules';

/** One project in a digest: what the message lists. */
export interface DigestProject {
  title: string;
  city: string;
  link: string;
}

/** Saved searches and their alerts: the listings control, the dashboard list, the digest and its links. */
export const SAVED_SEARCH_TEXTS = {
  saveButton: 'Save this search',
  dialogTitle: 'Save this search',
  dialogIntro: 'We will send you one message a day listing new projects that match these filters.',
  frequencyLabel: 'How often',
  frequencyDaily: 'Daily digest',
  emailLabel: 'Email',
  contactLabel: 'Send the digest to',
  phoneOption: 'My mobile, by SMS',
  phoneLabel: 'Mobile number',
  phoneHint: 'Confirmed with a texted code, once on this device.',
  phoneConfirmIntro: 'Confirm your number with a texted code to get the digest by SMS.',
  phoneConfirmedHint: 'Your number is confirmed: the digest comes by SMS.',
  submit: 'Save search',
  cancel: 'Cancel',
  saved: 'Search saved. You will get a daily digest of new matches.',
  confirmSent: 'Almost done: we emailed you a link to confirm this search.',
  failed: 'Could not save this search. Please try again.',
  invalidEmail: FIELD_TEXTS.emailInvalid,
  emailOrPhone: 'Give an email or a phone number, not both',
  contactRequired: 'Sign in, or give an email or a confirmed phone number',
  phoneNotConfirmed: 'Confirm this number with a texted code first',
  tooMany: (limit: number) => `You can keep up to ${limit} saved searches. Delete one to save another.`,
  notFound: 'That saved search was not found',
  linkInvalid: 'This link is not valid',
  everyListing: 'All listings',
  featuredOnly: 'Featured only',
  mapArea: 'Map area',
  // The dashboard's list
  listTitle: 'Saved searches',
  listEmpty: 'No saved searches yet. Use “Save this search” on the listings page.',
  listFailed: 'Could not load your saved searches. Please try again.',
  open: 'Open',
  delete: 'Delete',
  deleted: 'Saved search deleted',
  deleteFailed: 'Could not delete the saved search. Please try again.',
  dailyDigest: 'Daily digest',
  // Emails and texts
  confirmSubject: 'Confirm your Plotwise saved search',
  confirmText: (label: string, link: string) =>
    `You asked for a daily digest of new Plotwise listings matching: ${label}.\n\nConfirm it here:\n${link}\n\nIf this was not you, ignore this email and nothing will be sent.`,
  digestSubject: (count: number) => `${count} new project${count === 1 ? '' : 's'} matching your saved search${count === 1 ? '' : 'es'}`,
  digestText: (groups: { label: string; projects: DigestProject[] }[], unsubscribe: string) =>
    [
      'New on Plotwise for your saved searches:',
      ...groups.map((group) => `\n${group.label}\n${group.projects.map((project) => `- ${project.title}, ${project.city}: ${project.link}`).join('\n')}`),
      `\nStop these alerts: ${unsubscribe}`,
    ].join('\n'),
  digestSms: (count: number, link: string, unsubscribe: string) => `Plotwise: ${count} new project${count === 1 ? '' : 's'} match your saved search: ${link} Stop: ${unsubscribe}`,
} as const;

/** The small pages an emailed link opens (confirm, unsubscribe): a button that POSTs, so a mail scanner's GET changes nothing. */
export const EMAIL_LINK_TEXTS = {
  confirmSearchTitle: 'Confirm your saved search',
  confirmSearchButton: 'Confirm',
  searchConfirmed: 'Your saved search is confirmed. You will get a daily digest of new matches.',
  unsubscribeAlertsTitle: 'Stop saved search alerts',
  unsubscribeAlertsButton: 'Unsubscribe',
  alertsUnsubscribed: 'You are unsubscribed: no more saved search alerts will be sent.',
  confirmNewsletterTitle: 'Confirm your newsletter subscription',
  confirmNewsletterButton: 'Confirm subscription',
  newsletterConfirmed: 'Thank you: your subscription is confirmed.',
  unsubscribeNewsletterTitle: 'Unsubscribe from the Plotwise newsletter',
  unsubscribeNewsletterButton: 'Unsubscribe',
  newsletterUnsubscribed: 'You are unsubscribed from the Plotwise newsletter.',
  linkInvalid: 'This link is not valid or has expired.',
  backHome: 'Back to Plotwise',
} as const;
