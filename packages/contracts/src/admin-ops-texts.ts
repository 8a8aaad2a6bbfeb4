/** The frame every admin screen shares (spec 001 section 2, the hub's header). */
export const ADMIN_PAGE_TEXTS = {
  portalLabel: 'Admin Portal',
  backToDashboard: 'Back to Dashboard',
  lastUpdated: (date: string) => `Last updated: ${date}`,
} as const;
