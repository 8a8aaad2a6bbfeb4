/** The blog's, the footer's links' and the company's fixed values. No zod here. */

export const BLOG_PAGE_SIZE_DEFAULT = 9;

export const BLOG_PAGE_SIZE_MAX = 50;

/** `GET /api/blog-posts/featured`: the latest published posts, at most this many. */
export const BLOG_FEATURED_LIMIT = 9;

/** A blog card shows its first 3 tags. */
export const BLOG_TAGS_SHOWN = 3;

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

export const SOCIAL_LINK_LIMITS = { platform: 40, url: 500 } as const;
/** Suggested in the add dialog; the footer has an icon for each (any other name gets a link icon). */
export const SOCIAL_PLATFORMS = ['Facebook', 'Twitter', 'X', 'Instagram', 'LinkedIn', 'YouTube'] as const;

/**
 * `GET /api/company`: the registered company behind the site, from the
 * server's configuration (COMPANY_* and GRIEVANCE_OFFICER_* variables), so a
 * deployment states its own legal entity without a rebuild.
 */
export interface CompanyDetails {
  legalName: string;
  /** Corporate Identification Number from the Registrar of Companies. */
  cin: string;
  registeredOffice: string;
  /** Not every deployment is registered for GST. */
  gstin: string | null;
  /** Who answers privacy requests and complaints (DPDP Act 2023, IT Rules 2021). */
  grievanceOfficer: { name: string; email: string };
}

export const COMPANY_DETAILS_PATH = '/api/company';
