/**
 * The admin portal's copy owned by the project hub and media screens (spec 001
 * sections 2, 5 and 8): spec texts verbatim, the rest ours.
 */

/** The frame every admin page shares (mf-admin/src/components/admin-page.tsx). */
export const ADMIN_PAGE_TEXTS = {
  portalLabel: 'Admin Portal',
  backToDashboard: 'Back to Dashboard',
  lastUpdated: (date: string) => `Last updated: ${date}`,
} as const;
