import { COMMON_TEXTS } from '../common/texts';
import type { ApprovalAgeBucket } from './constants';
import { ADMIN_OPS_TEXTS } from './texts';

/* The admin tables' words: the view switch, sortable headers, selection and bulk actions. */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Nouns of the three tables, singular and plural. */
export const BULK_NOUNS = {
  project: ['project', 'projects'],
  user: ['user', 'users'],
  lead: ['lead', 'leads'],
} as const;
export type BulkNoun = keyof typeof BULK_NOUNS;

export const ADMIN_TABLE_TEXTS = {
  viewLabel: 'View',
  views: { cards: 'Cards', table: 'Table' },
  scrollHint: 'Scroll sideways for more columns',
  sortBy: (column: string) => `Sort by ${column}`,
  selectAll: 'Select all on this page',
  selectRow: (name: string) => `Select ${name}`,
  selected: (count: number) => `${count} selected`,
  clearSelection: 'Clear selection',
  bulkActions: 'Bulk actions',
  actions: 'Actions',
  count: (count: number, noun: BulkNoun) => plural(count, BULK_NOUNS[noun][0], BULK_NOUNS[noun][1]),
  confirmText: 'This is done for every selected row at once.',
  deleteText: 'They are removed for good. This action cannot be undone.',
  rejectReasonLabel: 'Reason, sent to each project’s agent (optional)',
  /** The toast after a bulk call: '3 projects approved'. */
  doneTitle: (count: number, noun: BulkNoun, pastVerb: string) => `${plural(count, BULK_NOUNS[noun][0], BULK_NOUNS[noun][1])} ${pastVerb}`,
  /** What was left undone, honestly: '2 not changed: #12 Project not found; #15 Already approved'. */
  notDoneTitle: (count: number) => `${count} not changed`,
  failed: 'The bulk action failed; nothing was changed',
  alertsQueued: (count: number) => (count === 0 ? 'No SMS alerts were due.' : `${plural(count, 'SMS alert', 'SMS alerts')} queued.`),
  // Per-row reasons a bulk call gives for a row it left alone.
  alreadyApproved: 'Already approved',
  alreadySuspended: 'Already suspended',
  alreadyActive: 'Already active',
  notAnAgent: 'Not an agent',
  agentNotPending: 'Not awaiting approval',
  alreadyInStatus: 'Already in that status',
  alreadyResponded: 'Already responded',
  notFound: 'Not found',
} as const;

/**
 * The bulk actions as the tables offer them: the button, the one confirmation
 * naming the count ('Delete 5 projects?', given '5 projects') and the past tense for the result.
 */
export const PROJECT_BULK_LABELS = {
  approve: { label: ADMIN_OPS_TEXTS.approve, confirm: (what: string) => `Approve ${what}?`, past: 'approved' },
  reject: { label: ADMIN_OPS_TEXTS.reject, confirm: (what: string) => `Reject ${what}?`, past: 'rejected' },
  delete: { label: COMMON_TEXTS.delete, confirm: (what: string) => `Delete ${what}?`, past: 'deleted' },
} as const;

export const USER_BULK_LABELS = {
  approve: { label: 'Approve agents', confirm: (what: string) => `Approve ${what}?`, past: 'approved' },
  suspend: { label: ADMIN_OPS_TEXTS.suspend, confirm: (what: string) => `Suspend ${what}?`, past: 'suspended' },
  activate: { label: ADMIN_OPS_TEXTS.activate, confirm: (what: string) => `Activate ${what}?`, past: 'activated' },
} as const;

export const LEAD_BULK_LABELS = {
  mark_in_progress: { label: ADMIN_OPS_TEXTS.markInProgress, confirm: (what: string) => `Mark ${what} In Progress?`, past: 'marked In Progress' },
  mark_responded: { label: ADMIN_OPS_TEXTS.markResponded, confirm: (what: string) => `Mark ${what} Responded?`, past: 'marked Responded' },
} as const;

// ---------------------------------------------------------------- the dashboard's trends

/** The dashboard charts' copy. */
export const ADMIN_TRENDS_TEXTS = {
  sectionTitle: 'Trends',
  failed: 'Trends could not be loaded.',
  showTable: 'Show as table',
  hideTable: 'Hide table',
  other: 'Other',

  inquiriesTitle: 'Enquiries per week',
  inquiriesDescription: 'Enquiries from project and city pages, the contact page and the contact widget in the last 12 weeks (Monday to Sunday, India time).',
  inquiriesEmpty: 'No enquiries in the last 12 weeks.',
  inquiriesValue: 'Enquiries',

  listingsTitle: 'New listings per week',
  listingsDescription: 'Projects added in the last 12 weeks, whatever their approval (Monday to Sunday, India time).',
  listingsEmpty: 'No listings added in the last 12 weeks.',
  listingsValue: 'New listings',

  citiesTitle: 'Listings by city',
  citiesDescription: 'Live (approved) listings in the 10 cities with most, and the rest as Other.',
  citiesEmpty: 'No live listings yet.',
  citiesValue: 'Live listings',
  cityLabel: 'City',

  agesTitle: 'Approvals waiting, by age',
  agesDescription: 'Projects and changes to live listings waiting for a decision, by how long since they were sent.',
  agesEmpty: ADMIN_OPS_TEXTS.noApprovals,
  agesValue: 'Waiting',
  ageLabel: 'Waiting for',
  ageBuckets: {
    underOneDay: 'Under 1 day',
    oneToThreeDays: '1–3 days',
    threeToSevenDays: '3–7 days',
    overSevenDays: '7 days or more',
  } satisfies Record<ApprovalAgeBucket, string>,

  weekLabel: 'Week of',
  /** What the chart says to a screen reader in one sentence. */
  chartSummary: (title: string, total: string, highest: { label: string; value: string } | null) =>
    `Bar chart, ${title}: ${total} in all${highest ? `, most in ${highest.label} (${highest.value})` : ''}.`,
} as const;
