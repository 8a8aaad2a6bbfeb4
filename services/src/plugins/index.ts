import type { ServerRegisterPluginObject } from '@hapi/hapi';
import type { Config } from '../config';
import { registrations, withSettings } from '../plugin-settings';
import { storagePlugin, storageSettings } from '../storage';
import { accountPlugin, accountSettings } from './account';
import { adminMediaPlugin } from './admin-media';
import { agentLeadsPlugin } from './agent-leads';
import { adminOverviewPlugin } from './admin-overview';
import { approvalsPlugin } from './approvals';
import { authPlugin, authSettings } from './auth';
import { blogPlugin } from './blog';
import { careersPlugin } from './careers';
import { citiesPlugin } from './cities';
import { companyPlugin } from './company';
import { companySettings } from './company/settings';
import { healthPlugin } from './health';
import { inquiriesPlugin } from './inquiries';
import { messagesPlugin } from './messages';
import { newsletterPlugin } from './newsletter';
import { notificationsPlugin } from './notifications';
import { plotSubmissionsPlugin } from './plot-submissions';
import { plotsPlugin } from './plots';
import { projectsPlugin } from './projects';
import { projectsSettings } from './projects/settings';
import { propertiesPlugin } from './properties';
import { publicFormsPlugin, publicFormsSettings } from './public-forms';
import { quotesPlugin } from './quotes';
import { releasesPlugin } from './releases';
import { releasesSettings } from './releases/settings';
import { searchPlugin } from './search';
import { sellersPlugin, sellersSettings } from './sellers';
import { sitePlugin } from './site';
import { siteSettings } from './site/settings';
import { siteVisitsPlugin, siteVisitsSettings } from './site-visits';
import { projectFiguresPlugin } from './project-figures';
import { savedSearchesPlugin, savedSearchesSettings } from './saved-searches';
import { sitemapPlugin } from './sitemap';
import { sitemapSettings } from './sitemap/settings';
import { socialLinksPlugin } from './social-links';
import { uploadsPlugin } from './uploads';
import { uploadsSettings } from './uploads/settings';
import { usersPlugin } from './users';
import { wishlistPlugin } from './wishlist';

/**
 * The API, one plugin per resource. The first three are what the others stand
 * on (the session strategy their routes name, the public forms' allowance,
 * file storage) and register first; every plugin declares what it needs in its
 * `dependencies`, which hapi checks at start-up. A plugin that reads settings
 * is given its own as options, picked from `config` (plugin-settings.ts).
 */
export const plugins = (config: Config): ServerRegisterPluginObject<unknown>[] => registrations([
  // Foundations
  withSettings(authPlugin, authSettings, config), // sessions, sign-in, registration: /api/auth
  withSettings(publicFormsPlugin, publicFormsSettings, config), // the per-address allowance of anonymous forms
  withSettings(storagePlugin, storageSettings, config), // stored files: /api/files
  messagesPlugin, // the queue every email and text leaves through; /api/admin/messages: failed ones
  // Catalogue
  withSettings(projectsPlugin, projectsSettings, config), // /api/projects: visitors, agents and the admin hub
  propertiesPlugin, // /api/properties: plots owners submitted
  citiesPlugin, // /api/cities
  searchPlugin, // /api/search/suggestions
  withSettings(sellersPlugin, sellersSettings, config), // /api/projects/{id}/seller: who sells a project
  plotSubmissionsPlugin, // /api/plot-submissions, /api/admin/plot-submissions
  plotsPlugin, // /api/projects/{id}/plots and /due-diligence, /api/listing-reports: is the plot safe to buy
  withSettings(uploadsPlugin, uploadsSettings, config), // /api/upload
  // People
  withSettings(accountPlugin, accountSettings, config), // /api/account: one's own settings
  usersPlugin, // /api/admin/users, /api/admin/agents
  wishlistPlugin, // /api/wishlist
  // Leads and alerts
  inquiriesPlugin, // /api/inquiries, /api/admin/inquiries
  agentLeadsPlugin, // /api/agent/leads: inquiries routed to the project's agent
  quotesPlugin, // /api/quotes
  newsletterPlugin, // /api/newsletter
  careersPlugin, // /api/jobs, /api/job-applications
  withSettings(siteVisitsPlugin, siteVisitsSettings, config), // /api/site-visits, /api/agent/site-visits: visits booked on project pages
  projectFiguresPlugin, // /api/projects/{id}/views, /api/agent/figures: an agent's figures by day
  withSettings(savedSearchesPlugin, savedSearchesSettings, config), // /api/saved-searches: listings searches with a daily digest of new matches
  notificationsPlugin, // /api/notifications: SMS alerts, confirmed by a texted code; /api/admin/notifications: the admins' inbox
  // Content
  blogPlugin, // /api/blog-posts, /api/admin/blog-posts
  socialLinksPlugin, // /api/social-media-links
  withSettings(companyPlugin, companySettings, config), // /api/company: the registered company, from configuration
  // Administration
  adminOverviewPlugin, // /api/admin/overview
  approvalsPlugin, // /api/admin/approvals
  adminMediaPlugin, // /api/admin/media
  // Operations and the site itself
  healthPlugin, // /api/health
  withSettings(sitemapPlugin, sitemapSettings, config), // /robots.txt, /sitemap.xml
  withSettings(releasesPlugin, releasesSettings, config), // /api/releases: remotes' versioned releases, which one is live
  withSettings(sitePlugin, siteSettings, config), // the built shell and remotes, /remotes.json, API 404s
]);
