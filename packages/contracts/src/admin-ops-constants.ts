/**
 * The admin portal's fixed values and small rules (admin-ops), apart from their
 * zod schemas (admin-ops.ts), so the admin screens load no zod.
 */

/** Admin lists page by 20 unless asked otherwise, never more than 100 at once. */
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** Not approved = Pending; approved = Active; an admin's suspension overrides both. */
export const ACCOUNT_STATUSES = ['pending', 'active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export function accountStatusOf(account: { isActive: boolean; isApproved: boolean }): AccountStatus {
  if (!account.isActive) return 'suspended';
  return account.isApproved ? 'active' : 'pending';
}

/** The agents screen's filter: awaiting approval (and not suspended or rejected), or approved. */
export const AGENT_FILTERS = ['pending', 'approved'] as const;
export type AgentFilter = (typeof AGENT_FILTERS)[number];

export const APPROVAL_ITEM_TYPES = ['agent', 'project'] as const;
export type ApprovalItemType = (typeof APPROVAL_ITEM_TYPES)[number];

/** Who sent a project in: an agent through their dashboard, or anyone through the public Submit a Plot form. */
export const PROJECT_SUBMISSION_SOURCES = ['agent', 'public'] as const;
export type ProjectSubmissionSource = (typeof PROJECT_SUBMISSION_SOURCES)[number];

export const REJECTION_REASON_MAX = 500;

/**
 * What a lead is: an enquiry from a project page, a city page, the contact page
 * or the floating widget; a Get Quote request; a job application.
 */
export const LEAD_KINDS = ['project', 'city', 'contact', 'widget', 'quote', 'application'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Which table a lead lives in; with its id, it names the lead in the status path. */
export const LEAD_RECORDS = ['enquiry', 'quote', 'application'] as const;
export type LeadRecord = (typeof LEAD_RECORDS)[number];

export const SOCIAL_LINK_LIMITS = { platform: 40, url: 500 } as const;
/** Suggested in the add dialog; the footer has an icon for each (any other name gets a link icon). */
export const SOCIAL_PLATFORMS = ['Facebook', 'Twitter', 'X', 'Instagram', 'LinkedIn', 'YouTube'] as const;

/** Only https links go into the footer. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const BLOG_POST_LIMITS = { title: 200, excerpt: 500, content: 50_000, author: 100, category: 60, tag: 40, tags: 12 } as const;
export const BLOG_DEFAULT_AUTHOR = 'Admin';
export const BLOG_DEFAULT_CATEGORY = 'General';
export const BLOG_POST_STATES = ['published', 'draft'] as const;

/** Tags as typed: split on commas, trimmed, blanks dropped, each once whatever its case. */
export function splitTags(text: string): string[] {
  return uniqueTags(text.split(','));
}

/** Tags trimmed, blanks dropped, each once whatever its case (the first spelling kept). */
export function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    result.push(tag);
  }
  return result;
}
