import type { RemotesConfig } from '@plotwise/contracts';

/**
 * The remotes that make up the site unless REMOTES_JSON says otherwise
 * (docs/architecture.md, route ownership). Entries are served by this API
 * under /remotes/<short name>/.
 */
export const DEFAULT_REMOTES: RemotesConfig = {
  remotes: [
    {
      name: 'mf_catalog',
      entry: '/remotes/catalog/mf-manifest.json',
      routes: ['/', '/listings', '/projects', '/city', '/blog'],
      excludeRoutes: [],
      serverRendered: true,
    },
    {
      name: 'mf_tools',
      entry: '/remotes/tools/mf-manifest.json',
      routes: ['/loan-calculator', '/submit-property', '/contact', '/careers', '/services', '/about', '/privacy', '/terms', '/listing-terms'],
      excludeRoutes: [],
      serverRendered: true,
    },
    {
      name: 'mf_accounts',
      entry: '/remotes/accounts/mf-manifest.json',
      routes: ['/login', '/register', '/forgot-password', '/reset-password', '/admin/login', '/dashboard', '/agent-dashboard', '/agent-properties', '/agent-pending', '/wishlist', '/settings'],
      excludeRoutes: [],
      serverRendered: false,
    },
    {
      name: 'mf_admin',
      entry: '/remotes/admin/mf-manifest.json',
      routes: ['/admin'],
      excludeRoutes: ['/admin/login'],
      requiresRole: 'admin',
      serverRendered: false,
    },
  ],
};
