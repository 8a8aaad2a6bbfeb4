/** The header's navigation, in order. */
export const NAV_ITEMS = [
  { label: 'Home', to: '/', end: true },
  { label: 'Listings', to: '/listings', end: false },
  { label: 'Services', to: '/services', end: true },
  { label: 'About Us', to: '/about', end: true },
  { label: 'Careers', to: '/careers', end: true },
  // Blog stays active on its posts (/blog/some-post) too.
  { label: 'Blog', to: '/blog', end: false },
] as const;

export const SUBMIT_PLOT_PATH = '/submit-property';

/** "Post Your Plot": a signed-in agent posts through their own dashboard's form, everyone else through the public one. */
export function postPlotPath(user: { role: string } | null | undefined): string {
  return user?.role === 'agent' ? '/agent-dashboard?tab=submit' : SUBMIT_PLOT_PATH;
}

/** Listings and Blog stay active on every path under them (/listings/12 too). */
export function isNavItemActive(item: (typeof NAV_ITEMS)[number], pathname: string): boolean {
  if (item.end) return pathname === item.to;
  return pathname.startsWith(item.to);
}

export const FOOTER_CITIES = ['Pune', 'Mumbai', 'Bangalore', 'Delhi'] as const;

export const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Listings', to: '/listings' },
  { label: 'Loan Calculator', to: '/loan-calculator' },
  { label: 'Post Your Plot', to: SUBMIT_PLOT_PATH },
  { label: 'Services', to: '/services' },
  { label: 'About Us', to: '/about' },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact', to: '/contact' },
] as const;

export const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Listing Terms', to: '/listing-terms' },
  { label: 'Sitemap', to: '/sitemap' },
] as const;
