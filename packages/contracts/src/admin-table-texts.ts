/** The admin tables' words: the view switch, sortable headers, selection and bulk actions. */

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
  approve: { label: 'Approve', confirm: (what: string) => `Approve ${what}?`, past: 'approved' },
  reject: { label: 'Reject', confirm: (what: string) => `Reject ${what}?`, past: 'rejected' },
  delete: { label: 'Delete', confirm: (what: string) => `Delete ${what}?`, past: 'deleted' },
} as const;

export const USER_BULK_LABELS = {
  approve: { label: 'Approve agents', confirm: (what: string) => `Approve ${what}?`, past: 'approved' },
  suspend: { label: 'Suspend', confirm: (what: string) => `Suspend ${what}?`, past: 'suspended' },
  activate: { label: 'Activate', confirm: (what: string) => `Activate ${what}?`, past: 'activated' },
} as const;

export const LEAD_BULK_LABELS = {
  mark_in_progress: { label: 'Mark In Progress', confirm: (what: string) => `Mark ${what} In Progress?`, past: 'marked In Progress' },
  mark_responded: { label: 'Mark Responded', confirm: (what: string) => `Mark ${what} Responded?`, past: 'marked Responded' },
} as const;
