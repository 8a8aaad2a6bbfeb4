import type { Plugin } from '@hapi/hapi';
import { storagePlugin } from '../storage';
import { accountPlugin } from './account';
import { adminMediaPlugin } from './admin-media';
import { agentLeadsPlugin } from './agent-leads';
import { adminOverviewPlugin } from './admin-overview';
import { approvalsPlugin } from './approvals';
import { authPlugin } from './auth';
import { blogPlugin } from './blog';
import { careersPlugin } from './careers';
import { citiesPlugin } from './cities';
import { companyPlugin } from './company';
import { healthPlugin } from './health';
import { inquiriesPlugin } from './inquiries';
import { messagesPlugin } from './messages';
import { newsletterPlugin } from './newsletter';
import { notificationsPlugin } from './notifications';
import { plotSubmissionsPlugin } from './plot-submissions';
import { plotsPlugin } from './plots';
import { projectsPlugin } from './projects';
import { propertiesPlugin } from './properties';
import { publicFormsPlugin } from './public-forms';
import { quotesPlugin } from './quotes';
import { releasesPlugin } from './releases';
import { searchPlugin } from './search';
import { sellersPlugin } from './sellers';
import { sitePlugin } from './site';
import { siteVisitsPlugin } from './site-visits';
import { projectFiguresPlugin } from './project-figures';
import { savedSearchesPlugin } from './saved-searches';
import { sitemapPlugin } from './sitemap';
import { socialLinksPlugin } from './social-links';
import { uploadsPlugin } from './uploads';
import { usersPlugin } from './users';
import { wishlistPlugin } from './wishlist';

/**
 * The API, one plugin per resource. The first three are what the others stand
 * on (the session strategy their routes name, the public forms' allowance,
 * file storage) and register first; every plugin declares what it needs in its
 * `dependencies`, which hapi checks at start-up.
 */
export const plugins: Plugin<void>[] = [
  // Foundations
  authPlugin, // sessions, sign-in, registration: /api/auth
  publicFormsPlugin, // the per-address allowance of anonymous forms
  storagePlugin, // stored files: /api/files
  messagesPlugin, // the queue every email and text leaves through; /api/admin/messages: failed ones
  // Catalogue
  projectsPlugin, // /api/projects: visitors, agents and the admin hub
  propertiesPlugin, // /api/properties: plots owners submitted
  citiesPlugin, // /api/cities
  searchPlugin, // /api/search/suggestions
  sellersPlugin, // /api/projects/{id}/seller: who sells a project
  plotSubmissionsPlugin, // /api/plot-submissions, /api/admin/plot-submissions
  plotsPlugin, // /api/projects/{id}/plots and /due-diligence, /api/listing-reports: is the plot safe to buy
  uploadsPlugin, // /api/upload
  // People
  accountPlugin, // /api/account: one's own settings
  usersPlugin, // /api/admin/users, /api/admin/agents
  wishlistPlugin, // /api/wishlist
  // Leads and alerts
  inquiriesPlugin, // /api/inquiries, /api/admin/inquiries
  agentLeadsPlugin, // /api/agent/leads: inquiries routed to the project's agent
  quotesPlugin, // /api/quotes
  newsletterPlugin, // /api/newsletter
  careersPlugin, // /api/jobs, /api/job-applications
  siteVisitsPlugin, // /api/site-visits, /api/agent/site-visits: visits booked on project pages
  projectFiguresPlugin, // /api/projects/{id}/views, /api/agent/figures: an agent's figures by day
  savedSearchesPlugin, // /api/saved-searches: listings searches with a daily digest of new matches
  notificationsPlugin, // /api/notifications: SMS alerts, confirmed by a texted code; /api/admin/notifications: the admins' inbox
  // Content
  blogPlugin, // /api/blog-posts, /api/admin/blog-posts
  socialLinksPlugin, // /api/social-media-links
  companyPlugin, // /api/company: the registered company, from configuration
  // Administration
  adminOverviewPlugin, // /api/admin/overview
  approvalsPlugin, // /api/admin/approvals
  adminMediaPlugin, // /api/admin/media
  // Operations and the site itself
  healthPlugin, // /api/health
  sitemapPlugin, // /robots.txt, /sitemap.xml
  releasesPlugin, // /api/releases: remotes' versioned releases, which one is live
  sitePlugin, // the built shell and remotes, /remotes.json, API 404s
];
