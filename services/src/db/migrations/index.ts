import type { Knex } from 'knex';
import * as createUsers from './001-create-users';
import * as createProjects from './002-create-projects';
import * as createFiles from './003-create-files';
import * as createSocialMediaLinks from './004-create-social-media-links';
import * as createAppMeta from './005-create-app-meta';
import * as createNotifications from './006-create-notifications';
import * as indexProjectSearch from './007-index-project-search';
import * as createCityImages from './008-create-city-images';
import * as createBlogPosts from './009-create-blog-posts';
import * as createInquiries from './010-create-inquiries';
import * as createNewsletterSubscribers from './011-create-newsletter-subscribers';
import * as createJobs from './012-create-jobs';
import * as createQuoteRequests from './013-create-quote-requests';
import * as createSmsAlerts from './014-create-sms-alerts';
import * as addUploadKindToFiles from './015-add-upload-kind-to-files';
import * as addPlotSubmissionFields from './016-add-plot-submission-fields';
import * as createWishlistItems from './017-create-wishlist-items';
import * as indexAdminProjectHub from './020-index-admin-project-hub';
import * as indexAdminMedia from './021-index-admin-media';
import * as indexProjectListCounts from './030-index-project-list-counts';
import * as addJobApplicationStatus from './025-add-job-application-status';
import * as addProjectRejectionReason from './026-add-project-rejection-reason';
import * as moveFilesToStorage from './031-move-files-to-storage';
import * as addFileUploader from './032-add-file-uploader';
import * as addProjectSearchDocument from './033-add-project-search-document';
import * as priceOnRequestIsNull from './034-price-on-request-is-null';
import * as createRateLimitEvents from './035-create-rate-limit-events';
import * as addSmsNumberVerification from './036-add-sms-number-verification';
import * as agentProjectChanges from './037-agent-project-changes';
import * as addAgentProfile from './038-add-agent-profile';
import * as addInquirySender from './039-add-inquiry-sender';
import * as createPasswordResetTokens from './040-create-password-reset-tokens';
import * as indexAdminTableSorts from './041-index-admin-table-sorts';
import * as indexAdminTrends from './042-index-admin-trends';
import * as addProjectSearchTitle from './043-add-project-search-title';
import * as addRateLimitAmount from './044-add-rate-limit-amount';
import * as createRemoteReleases from './045-create-remote-releases';
import * as searchApprovalsAndSpecifications from './046-search-approvals-and-specifications';
import * as routeInquiriesToAgents from './047-route-enquiries-to-agents';
import * as addReleaseCanary from './048-add-release-canary';
import * as createOutgoingMessages from './049-create-outgoing-messages';
import * as addLeadVerificationAndAlerts from './050-add-lead-verification-and-alerts';
import * as createSiteVisits from './051-create-site-visits';
import * as createProjectVisitingHours from './052-create-project-visiting-hours';
import * as addProjectCoordinates from './053-add-project-coordinates';
import * as addPlotInventoryAndDueDiligence from './054-add-plot-inventory-and-due-diligence';
import * as createListingReports from './055-create-listing-reports';
import * as createProjectDailyViews from './058-create-project-daily-views';
import * as addVisitAlertChoices from './059-add-visit-alert-choices';
import * as createSavedSearches from './060-create-saved-searches';
import * as newsletterOptInAndIssues from './061-newsletter-opt-in-and-issues';
import * as createSavedSearchMatchRuns from './062-create-saved-search-match-runs';
import * as addPlotLayoutPositions from './064-add-plot-layout-positions';
import * as addNewsletterConfirmRequests from './065-add-newsletter-confirm-requests';
import * as indexProjectMarkers from './066-index-project-markers';
import * as indexProjectDefaultOrderMarkers from './067-index-project-default-order-markers';

export interface NamedMigration extends Knex.Migration {
  name: string;
}

/** Every migration, oldest first. Append new ones; never rename or reorder. */
export const MIGRATIONS: NamedMigration[] = [
  { name: '001-create-users', ...createUsers },
  { name: '002-create-projects', ...createProjects },
  { name: '003-create-files', ...createFiles },
  { name: '004-create-social-media-links', ...createSocialMediaLinks },
  { name: '005-create-app-meta', ...createAppMeta },
  { name: '006-create-notifications', ...createNotifications },
  { name: '007-index-project-search', ...indexProjectSearch },
  { name: '008-create-city-images', ...createCityImages },
  { name: '009-create-blog-posts', ...createBlogPosts },
  { name: '010-create-inquiries', ...createInquiries },
  { name: '011-create-newsletter-subscribers', ...createNewsletterSubscribers },
  { name: '012-create-jobs', ...createJobs },
  { name: '013-create-quote-requests', ...createQuoteRequests },
  { name: '014-create-sms-alerts', ...createSmsAlerts },
  { name: '015-add-upload-kind-to-files', ...addUploadKindToFiles },
  { name: '016-add-plot-submission-fields', ...addPlotSubmissionFields },
  { name: '017-create-wishlist-items', ...createWishlistItems },
  { name: '020-index-admin-project-hub', ...indexAdminProjectHub },
  { name: '021-index-admin-media', ...indexAdminMedia },
  { name: '025-add-job-application-status', ...addJobApplicationStatus },
  { name: '026-add-project-rejection-reason', ...addProjectRejectionReason },
  { name: '030-index-project-list-counts', ...indexProjectListCounts },
  { name: '031-move-files-to-storage', ...moveFilesToStorage },
  { name: '032-add-file-uploader', ...addFileUploader },
  { name: '033-add-project-search-document', ...addProjectSearchDocument },
  { name: '034-price-on-request-is-null', ...priceOnRequestIsNull },
  { name: '035-create-rate-limit-events', ...createRateLimitEvents },
  { name: '036-add-sms-number-verification', ...addSmsNumberVerification },
  { name: '037-agent-project-changes', ...agentProjectChanges },
  { name: '038-add-agent-profile', ...addAgentProfile },
  { name: '039-add-inquiry-sender', ...addInquirySender },
  { name: '040-create-password-reset-tokens', ...createPasswordResetTokens },
  { name: '041-index-admin-table-sorts', ...indexAdminTableSorts },
  { name: '042-index-admin-trends', ...indexAdminTrends },
  { name: '043-add-project-search-title', ...addProjectSearchTitle },
  { name: '044-add-rate-limit-amount', ...addRateLimitAmount },
  { name: '045-create-remote-releases', ...createRemoteReleases },
  { name: '046-search-approvals-and-specifications', ...searchApprovalsAndSpecifications },
  { name: '047-route-enquiries-to-agents', ...routeInquiriesToAgents },
  { name: '048-add-release-canary', ...addReleaseCanary },
  { name: '049-create-outgoing-messages', ...createOutgoingMessages },
  { name: '050-add-lead-verification-and-alerts', ...addLeadVerificationAndAlerts },
  { name: '051-create-site-visits', ...createSiteVisits },
  { name: '052-create-project-visiting-hours', ...createProjectVisitingHours },
  { name: '053-add-project-coordinates', ...addProjectCoordinates },
  { name: '054-add-plot-inventory-and-due-diligence', ...addPlotInventoryAndDueDiligence },
  { name: '055-create-listing-reports', ...createListingReports },
  { name: '058-create-project-daily-views', ...createProjectDailyViews },
  { name: '059-add-visit-alert-choices', ...addVisitAlertChoices },
  { name: '060-create-saved-searches', ...createSavedSearches },
  { name: '061-newsletter-opt-in-and-issues', ...newsletterOptInAndIssues },
  { name: '062-create-saved-search-match-runs', ...createSavedSearchMatchRuns },
  { name: '064-add-plot-layout-positions', ...addPlotLayoutPositions },
  { name: '065-add-newsletter-confirm-requests', ...addNewsletterConfirmRequests },
  { name: '066-index-project-markers', ...indexProjectMarkers },
  { name: '067-index-project-default-order-markers', ...indexProjectDefaultOrderMarkers },
];
