import { AUTH_TEXTS } from '../accounts/texts';
import { COMMON_TEXTS } from '../common/texts';
import { BLOG_TEXTS } from '../content/texts';
import { CATALOG_TEXTS } from '../projects/texts';
import { HUB_FORM_TEXTS } from '../projects/admin-texts';
import type { ApprovalAgeBucket } from './constants';

/** The search box of the people and leads screens. */
const SEARCH_PEOPLE = 'Search by name, email or phone';

/** The frame every admin screen shares. */
export const ADMIN_PAGE_TEXTS = {
  portalLabel: 'Admin Portal',
  backToDashboard: 'Back to Dashboard',
  lastUpdated: (date: string) => `Last updated: ${date}`,
} as const;

/**
 * The copy of the admin portal's people, approvals, leads, notifications and
 * content screens: the product's agreed texts verbatim, and ours
 * where it has none. The API's messages come from here too.
 */
export const ADMIN_OPS_TEXTS = {
  // Shared pieces of the screens
  loading: COMMON_TEXTS.loading,
  searchLabel: 'Search',
  retry: COMMON_TEXTS.retry,
  cancel: COMMON_TEXTS.cancel,
  save: COMMON_TEXTS.save,
  saving: COMMON_TEXTS.saving,
  delete: COMMON_TEXTS.delete,
  edit: COMMON_TEXTS.edit,
  details: 'Details',
  hideDetails: 'Hide details',
  createdOn: (date: string) => `Created ${date}`,
  receivedOn: (date: string) => `Received ${date}`,
  submittedOn: (date: string) => `Submitted ${date}`,

  // Dashboard
  dashboardTitle: 'Admin Dashboard',
  welcome: (name: string) => `Welcome, ${name}`,
  welcomeText: 'Run the catalogue, the people and the leads of Plotwise from here.',
  logout: 'Logout',
  overviewFailed: 'Live counts could not be loaded.',
  countPendingApprovals: (count: number) => `${count} pending approval${count === 1 ? '' : 's'}`,
  countNewInquiries: (count: number) => `${count} new`,
  countUnread: (count: number) => `${count} unread`,
  countUsers: (count: number) => `${count} account${count === 1 ? '' : 's'}`,
  countAgents: (pending: number, approved: number) => `${approved} approved · ${pending} pending`,
  countProjects: (approved: number, pending: number) => `${approved} live · ${pending} pending`,
  countContent: (links: number, posts: number) => `${links} active link${links === 1 ? '' : 's'} · ${posts} published post${posts === 1 ? '' : 's'}`,

  // Users
  usersTitle: 'User Management',
  usersSubtitle: 'Search every account, approve agents, suspend or activate people.',
  usersSearchPlaceholder: SEARCH_PEOPLE,
  roleFilterLabel: 'Role',
  roleAll: 'All roles',
  roleLabels: { user: 'User', agent: 'Agent', admin: 'Admin' },
  statusFilterLabel: 'Status',
  statusAll: 'All statuses',
  allLabel: 'All',
  showLabel: 'Show',
  accountStatusLabels: { pending: 'Pending', active: 'Active', suspended: 'Suspended' },
  approve: 'Approve',
  suspend: 'Suspend',
  activate: 'Activate',
  reject: 'Reject',
  youLabel: 'You',
  usersCount: (count: number) => `${count} account${count === 1 ? '' : 's'}`,
  noUsers: 'No accounts match your search.',
  usersFailed: 'Could not load the accounts. Please try again.',
  userStatusUpdated: 'User status updated successfully',
  userStatusFailed: 'Failed to update user status',
  userNotFound: 'User not found',
  cannotSuspendSelf: 'You cannot suspend your own account',

  // Agents
  agentsTitle: 'Agent Management',
  agentsSubtitle: 'Review agent registrations, approve them and keep an eye on their standing.',
  agentsSearchPlaceholder: 'Search agents by name, email or phone',
  agentFilterLabel: 'Show',
  agentFilterLabels: { all: 'All', pending: 'Pending', approved: 'Approved' },
  agentCounters: { pending: 'Pending', approved: 'Approved', total: 'Total Agents' },
  noAgents: 'No agents match your search.',
  agentsFailed: 'Could not load the agents. Please try again.',
  agentApproved: AUTH_TEXTS.agentApproved,
  agentApproveFailed: AUTH_TEXTS.agentApproveFailed,
  agentSuspended: 'Agent suspended successfully',
  agentSuspendFailed: 'Failed to suspend agent',
  agentRejected: 'Agent registration rejected',
  agentRejectFailed: 'Failed to reject agent',
  agentNotFound: AUTH_TEXTS.agentNotFound,
  agentNotPending: 'Only an agent awaiting approval can be rejected',

  // Pending approvals
  approvalsTitle: 'Pending Approvals',
  approvalsSubtitle: 'Agents and submitted projects waiting for review, longest waiting first.',
  approvalTypeLabel: 'Show',
  approvalTypeLabels: { all: 'All', agent: 'Agents', project: 'Projects' },
  approvalTypeBadges: { agent: 'Agent registration', project: 'Project submission' },
  submissionSourceLabels: { agent: 'Submitted by agent', public: 'Submitted through Submit a Plot' },
  changesToLiveListing: 'Changes to a live listing',
  approvalsCount: (count: number) => `${count} waiting`,
  noApprovals: 'Nothing is waiting for approval.',
  approvalsFailed: 'Could not load the approvals queue. Please try again.',
  rejectDialogTitle: (title: string) => `Reject "${title}"?`,
  rejectReasonLabel: 'Reason (optional, shown to the agent)',
  rejectAgentText: (name: string) => `${name} will not be able to sign in. The registration stays on record as rejected.`,
  confirmReject: 'Reject',
  projectApproved: 'Project approved and published',
  projectApprovedAlerts: (count: number) => (count === 0 ? 'No SMS alerts matched it.' : `${count} SMS alert${count === 1 ? '' : 's'} queued.`),
  projectApproveFailed: 'Failed to approve project',
  projectRejected: 'Project rejected',
  projectRejectFailed: 'Failed to reject project',
  projectNotFound: CATALOG_TEXTS.projectNotFound,
  projectNotPending: 'This project is not awaiting approval',
  rejectionReasonTooLong: 'Reason must be at most 500 characters',
  detailLabels: {
    reference: 'Reference',
    agency: 'Agency',
    reraAgent: 'RERA agent no.',
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
    type: 'Type',
    area: HUB_FORM_TEXTS.labels.totalArea,
    price: 'Starting price',
    possession: 'Possession',
    rera: HUB_FORM_TEXTS.labels.reraNumber,
    road: 'Road width',
    facing: 'Facing',
    registered: 'Registered',
    submitted: 'Submitted',
    description: 'Description',
    photos: 'Photos',
  },

  // Inquiries
  inquiriesTitle: 'Inquiries',
  inquiriesSubtitle: 'Every enquiry, message, quote request and job application, newest first.',
  inquiriesTab: 'Inquiries',
  newsletterTab: 'Newsletter Sign-ups',
  kindFilterLabel: 'Kind',
  kindAll: 'All kinds',
  leadKindLabels: {
    project: 'Project enquiry',
    city: 'City enquiry',
    contact: 'Contact message',
    widget: 'Widget message',
    quote: 'Quote request',
    application: 'Job application',
  },
  inquiryStatusLabels: { new: 'New', in_progress: 'In Progress', responded: 'Responded' },
  inquiriesSearchPlaceholder: SEARCH_PEOPLE,
  markInProgress: 'Mark In Progress',
  markResponded: 'Mark Responded',
  inquiryStatusUpdated: 'Inquiry status updated',
  inquiryStatusFailed: 'Failed to update inquiry status',
  inquiryNotFound: 'Inquiry not found',
  projectLabel: 'Project',
  positionLabel: 'Position',
  resumeLink: 'View resume',
  noResume: 'No resume attached',
  noInquiries: 'No inquiries match these filters.',
  inquiriesFailed: 'Could not load the inquiries. Please try again.',
  inquiriesCount: (count: number) => `${count} inquir${count === 1 ? 'y' : 'ies'}`,
  newsletterSearchPlaceholder: 'Search sign-ups by email',
  newsletterCount: (count: number) => `${count} subscriber${count === 1 ? '' : 's'}`,
  noSubscribers: 'No newsletter sign-ups yet.',
  subscribersFailed: 'Could not load the newsletter sign-ups. Please try again.',
  subscribedOn: (date: string) => `Signed up ${date}`,

  // Notifications
  notificationsTitle: 'Notifications',
  notificationsSubtitle: 'What happened on the site, newest first.',
  unreadOnly: 'Unread only',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  allMarkedRead: 'All notifications marked as read',
  notificationReadFailed: 'Failed to mark the notification as read',
  notificationNotFound: 'Notification not found',
  unreadCount: (count: number) => `${count} unread`,
  unreadBadge: 'Unread',
  openLink: 'Open',
  priorityLabels: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
  noNotifications: 'No notifications yet.',
  noUnreadNotifications: 'You are all caught up.',
  notificationsFailed: 'Could not load the notifications. Please try again.',

  // Social media and blog
  socialTitle: 'Social Media & Blog',
  socialSubtitle: 'The footer’s social links and the blog’s posts.',
  socialTab: 'Social Media',
  blogTab: 'Blog Posts',
  addLink: 'Add Link',
  addLinkTitle: 'Add Social Link',
  editLinkTitle: 'Edit Social Link',
  platformLabel: 'Platform',
  urlLabel: 'URL',
  activeLabel: 'Active (shown in the footer)',
  activeBadge: 'Active',
  inactiveBadge: 'Inactive',
  platformRequired: 'Platform is required',
  platformTooLong: 'Platform must be at most 40 characters',
  urlRequired: 'URL is required',
  urlTooLong: 'URL must be at most 500 characters',
  urlMustBeHttps: 'URL must be a secure link starting with https://',
  linkAdded: 'Social link added',
  linkUpdated: 'Social link updated',
  linkDeleted: 'Social link deleted',
  linkSaveFailed: 'Failed to save the social link',
  linkDeleteFailed: 'Failed to delete the social link',
  linkNotFound: 'Social link not found',
  deleteLinkTitle: 'Delete Social Link',
  deleteLinkText: (platform: string) => `Are you sure you want to delete the ${platform} link? It disappears from the footer.`,
  linksShown: (active: number, total: number) => `${active} of ${total} shown in the footer`,
  noLinks: 'No social links yet. Add the first one.',
  linksFailed: 'Could not load the social links. Please try again.',

  addPost: 'Add Post',
  addPostTitle: 'Add Blog Post',
  editPostTitle: 'Edit Blog Post',
  postTitleLabel: 'Title',
  excerptLabel: 'Excerpt',
  contentLabel: 'Content',
  contentHint: 'Markdown: a blank line between paragraphs, ## for a heading, - for a list item, **bold**, [words](https://…) for a link.',
  showPreview: 'Preview',
  hidePreview: 'Hide preview',
  previewLabel: 'Preview of the post',
  authorLabel: 'Author',
  categoryLabel: 'Category',
  tagsLabel: 'Tags',
  tagsHint: 'Separate tags with commas',
  featuredImageLabel: 'Featured image',
  featuredImageHint: 'JPEG or PNG, up to 5MB',
  removeImage: 'Remove image',
  imageUploadFailed: 'Failed to upload image',
  publishedLabel: 'Published',
  publishedBadge: 'Published',
  draftBadge: 'Draft',
  publish: 'Publish',
  unpublish: 'Unpublish',
  viewPost: 'View',
  postStatusFilterLabel: 'Status',
  postStatusLabels: { all: 'All posts', published: 'Published', draft: 'Drafts' },
  blogSearchPlaceholder: 'Search posts by title',
  postCreated: 'Blog post created',
  postUpdated: 'Blog post updated',
  postPublished: 'Blog post published',
  postUnpublished: 'Blog post moved to drafts',
  postDeleted: 'Blog post deleted',
  postSaveFailed: 'Failed to save the blog post',
  postPublishFailed: 'Failed to change the blog post',
  postDeleteFailed: 'Failed to delete the blog post',
  postNotFound: BLOG_TEXTS.postNotFound,
  deletePostTitle: 'Delete Blog Post',
  deletePostText: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  postsCount: (count: number) => `${count} post${count === 1 ? '' : 's'}`,
  noPosts: 'No blog posts match.',
  postsFailed: 'Could not load the blog posts. Please try again.',
  publishedOn: (date: string) => `Published ${date}`,
  draftSince: (date: string) => `Draft, created ${date}`,
  blogTitleRequired: 'Title is required',
  blogTitleTooLong: 'Title must be at most 200 characters',
  blogExcerptRequired: 'Excerpt is required',
  blogExcerptTooLong: 'Excerpt must be at most 500 characters',
  blogContentRequired: 'Content is required',
  blogContentTooLong: 'Content must be at most 50,000 characters',
  blogAuthorRequired: 'Author is required',
  blogAuthorTooLong: 'Author must be at most 100 characters',
  blogCategoryTooLong: 'Category must be at most 60 characters',
  blogTagTooLong: 'Each tag must be at most 40 characters',
  blogTooManyTags: 'A post may have at most 12 tags',
  blogImageNotOurs: 'The featured image must be a picture uploaded here',
} as const;

// ---------------------------------------------------------------- tables and bulk actions

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

  enquiriesTitle: 'Enquiries per week',
  enquiriesDescription: 'Enquiries from project and city pages, the contact page and the contact widget in the last 12 weeks (Monday to Sunday, India time).',
  enquiriesEmpty: 'No enquiries in the last 12 weeks.',
  enquiriesValue: 'Enquiries',

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
