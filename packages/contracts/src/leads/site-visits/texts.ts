import { slotLabel, visitDayLabel } from './constants';

/** What the booking section, the visit page and the Leads tab say. */
export const SITE_VISIT_TEXTS = {
  heading: 'Book a site visit',
  intro: 'See the plots in person. Pick a day and a time; the agent confirms it with you.',
  dateLabel: 'Day',
  slotLabel: 'Time',
  noSlots: 'No visiting times are free on this day. Please pick another day.',
  closedDay: 'There are no site visits on this day.',
  submit: 'Request visit',
  sending: 'Requesting…',
  requested: 'Visit requested',
  requestedBody: 'The agent will confirm your visit soon. We sent the details to your phone.',
  addToCalendar: 'Add to calendar (.ics)',
  cancel: 'Cancel visit',
  cancelled: 'This visit is cancelled.',
  accept: 'Accept this time',
  accepted: 'Visit confirmed',
  visitingHours: 'Visiting hours',
  slotsFailed: 'Visiting times could not be loaded. Please try again.',
  bookFailed: 'The visit could not be requested. Please try again.',
  pageTitle: 'Your site visit',
  notFound: 'This visit link is not valid. Please check the link in your message.',
  // Refusals, as the API sends them.
  dateRequired: 'Choose a day for the visit',
  dateInvalid: 'The day must be a date as YYYY-MM-DD',
  dateOutOfRange: 'Choose a day from tomorrow up to 60 days ahead',
  slotRequired: 'Choose a time for the visit',
  slotInvalid: 'The time must be HH:MM',
  slotClosed: 'That time is outside the visiting hours of this project.',
  slotFull: 'That time is fully booked. Please choose another.',
  projectUnavailable: 'This project is not taking site visits.',
  visitNotFound: 'That visit was not found.',
  notRequested: 'Only a requested or proposed visit can be confirmed.',
  notProposed: 'There is no proposed time to accept for this visit.',
  alreadyCancelled: 'This visit is already cancelled.',
  hoursDays: 'Choose at least one visiting day',
  hoursOrder: 'Closing time must be at least an hour after opening time',
  // The agent's side, in the Leads tab.
  leadVisit: 'Site visit',
  confirm: 'Confirm',
  propose: 'Propose another time',
  sendProposal: 'Send proposal',
  confirmedToast: 'Visit confirmed; the buyer has been told',
  proposedToast: 'New time sent to the buyer',
  cancelVisit: 'Cancel visit',
  hoursTitle: 'Visiting hours',
  hoursIntro: 'When buyers may book a site visit to this project. Without hours of its own it follows the office hours.',
  hoursOwn: 'Own visiting hours',
  hoursOffice: 'Follows the office hours',
  hoursDaysLegend: 'Visiting days',
  hoursOpens: 'Opens',
  hoursCloses: 'Closes',
  hoursSave: 'Save visiting hours',
  hoursReset: 'Use the office hours',
  hoursSaved: 'Visiting hours saved',
  hoursNotLive: 'Visiting hours can be set once the project is live on the site.',
  cancelledToast: 'Visit cancelled; the buyer has been told',
  actionFailed: 'The visit could not be updated. Please try again.',
} as const;

export interface VisitMessageFacts {
  name: string;
  projectTitle: string;
  address: string;
  date: string;
  slot: string;
  /** The buyer's page for this visit: calendar file, accept, cancel. */
  link: string;
}

const when = (facts: Pick<VisitMessageFacts, 'date' | 'slot'>) => `${visitDayLabel(facts.date)}, ${slotLabel(facts.slot)}`;

/** The emails and texts site visits send; `link` carries the visit's unguessable token. */
export const SITE_VISIT_MESSAGES = {
  requestedSubject: (f: VisitMessageFacts) => `Site visit requested: ${f.projectTitle}`,
  requestedText: (f: VisitMessageFacts) =>
    `Hello ${f.name},\n\nYou asked to visit ${f.projectTitle} on ${when(f)} (India time).\nAddress: ${f.address}\n\nThe agent will confirm it with you soon. Add it to your calendar or cancel it here:\n${f.link}\n\nPlotwise`,
  requestedSms: (f: VisitMessageFacts) => `Plotwise: visit to ${f.projectTitle} requested for ${when(f)}. Details or cancel: ${f.link}`,
  confirmedSubject: (f: VisitMessageFacts) => `Site visit confirmed: ${f.projectTitle}`,
  confirmedText: (f: VisitMessageFacts) =>
    `Hello ${f.name},\n\nYour visit to ${f.projectTitle} is confirmed for ${when(f)} (India time).\nAddress: ${f.address}\n\nCalendar file and cancellation:\n${f.link}\n\nPlotwise`,
  confirmedSms: (f: VisitMessageFacts) => `Plotwise: visit to ${f.projectTitle} confirmed for ${when(f)}. Details or cancel: ${f.link}`,
  proposedSubject: (f: VisitMessageFacts) => `A new time for your site visit: ${f.projectTitle}`,
  proposedText: (f: VisitMessageFacts) =>
    `Hello ${f.name},\n\nThe agent for ${f.projectTitle} proposes ${when(f)} (India time) for your visit.\n\nAccept it or cancel here:\n${f.link}\n\nPlotwise`,
  proposedSms: (f: VisitMessageFacts) => `Plotwise: the agent proposes ${when(f)} for your visit to ${f.projectTitle}. Accept or cancel: ${f.link}`,
  sellerCancelledSubject: (f: VisitMessageFacts) => `Site visit cancelled: ${f.projectTitle}`,
  sellerCancelledText: (f: VisitMessageFacts) =>
    `Hello ${f.name},\n\nYour visit to ${f.projectTitle} on ${when(f)} was cancelled by the seller. Book another time on the project page or reply to the agent.\n${f.link}\n\nPlotwise`,
  sellerCancelledSms: (f: VisitMessageFacts) => `Plotwise: your visit to ${f.projectTitle} on ${when(f)} was cancelled by the seller. Details: ${f.link}`,
  reminderSubject: (f: VisitMessageFacts) => `Tomorrow: your site visit to ${f.projectTitle}`,
  reminderText: (f: VisitMessageFacts) =>
    `Hello ${f.name},\n\nA reminder: you visit ${f.projectTitle} tomorrow, ${when(f)} (India time).\nAddress: ${f.address}\n\nCan't make it? Cancel here:\n${f.link}\n\nPlotwise`,
  reminderSms: (f: VisitMessageFacts) => `Plotwise reminder: visit to ${f.projectTitle} tomorrow, ${slotLabel(f.slot)}. Cancel: ${f.link}`,
  agentNewSubject: (f: VisitMessageFacts) => `New site visit request: ${f.projectTitle}`,
  agentNewText: (f: VisitMessageFacts) =>
    `${f.name} asks to visit ${f.projectTitle} on ${when(f)}.\nConfirm it or propose another time in your Leads tab:\n${f.link}\n\nPlotwise`,
  agentNewSms: (f: VisitMessageFacts) => `Plotwise: ${f.name} asks to visit ${f.projectTitle} on ${when(f)}. Confirm in your Leads tab.`,
  agentCancelledSubject: (f: VisitMessageFacts) => `Site visit cancelled: ${f.projectTitle}`,
  agentCancelledText: (f: VisitMessageFacts) =>
    `${f.name} cancelled the visit to ${f.projectTitle} on ${when(f)}. The time is free again.\n${f.link}\n\nPlotwise`,
  agentAcceptedSubject: (f: VisitMessageFacts) => `Site visit accepted: ${f.projectTitle}`,
  agentAcceptedText: (f: VisitMessageFacts) => `${f.name} accepted your proposed time for ${f.projectTitle}: ${when(f)}.\n${f.link}\n\nPlotwise`,
  calendarSummary: (projectTitle: string) => `Site visit: ${projectTitle}`,
} as const;
