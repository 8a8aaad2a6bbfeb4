/**
 * What the site promises about its listings, once, for every page that speaks
 * of it (docs/decisions.md). Every public listing has been reviewed by the team
 * before it went live (an admin approved it); "RERA Verified" means more: the
 * team checked its RERA registration, title documents and approvals and visited
 * the site. A listing not yet checked stays public, marked "Not Verified" with
 * what that means, rather than the copy claiming every project is checked.
 */
export const VERIFICATION = {
  /** Where the verification is explained in full (a section of the terms of use). */
  explainedAt: '/terms#verification',
  checks: ['RERA registration', 'title documents and approvals', 'a site visit'] as const,
  /** Beside the "RERA Verified" badge. */
  verifiedMeans: 'Our team has checked this project’s RERA registration, title documents and approvals, and visited the site.',
  /** Beside the "Not Verified" badge. */
  notVerifiedMeans: 'Listed by its owner or agent. Our team reviewed the listing before publishing it but has not yet checked its documents: ask to see them before you pay anything.',
  /** The promise, in one sentence: home, About, footer. */
  promise: 'Every listing is reviewed by our team before it goes live, and those marked RERA Verified have had their documents checked and their site visited.',
} as const;
