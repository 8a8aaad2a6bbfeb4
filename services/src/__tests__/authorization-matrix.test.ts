/**
 * The authorization matrix: EVERY route of `server.table()` is called as a
 * visitor, a user, an agent awaiting approval, an approved agent, another
 * approved agent and the admin, and must answer as its declaration below says:
 * success, 401 or 403. A route missing from EXPECTATIONS fails the test, so
 * each new route has to declare who may call it. Site routes outside /api are
 * declared public in bulk; /remotes/admin/* is the admin's.
 *
 * Outcomes: 'ok' = a 2xx/3xx answer to a valid request; 'open' = anything but
 * 401/403 (and never a 5xx), for routes whose answer does not depend on who asks
 * (the catch-all 404s); 401; 403.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import { addDays, indiaToday, projectCsvTemplate, type SiteVisitStatus } from '@plotwise/contracts';
import { BlogPost, Inquiry, NewsletterIssue, NewsletterSubscriber, OutgoingMessage, Project, SavedSearch, SiteVisit, SocialMediaLink, User } from '../db/models';
import { linkToken } from '../messaging/link-tokens';
import { messages } from '../messaging';
import { recordNotification } from '../plugins/notifications/notification-service';
import { issuePasswordResetToken } from '../plugins/auth/password-reset-service';
import { stageRelease } from '../plugins/releases/release-manifest';
import { startCanary } from '../plugins/releases/canary-service';
import { makeLive, registerRelease } from '../plugins/releases/release-service';
import { insertProject, insertUser, sessionCookieFor } from '../../test/support/fixtures';
import { SAMPLE_FILES, multipart, uploadedUrl } from '../../test/support/multipart';
import { RecordingSmsSender } from '../../test/support/sms-outbox';
import { ADMIN, startTestApp, type TestApp } from '../../test/support/test-app';

const ROLES = ['anonymous', 'user', 'pendingAgent', 'agent', 'otherAgent', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Outcome = 'ok' | 'open' | 401 | 403 | 404;
type Outcomes = Record<Role, Outcome>;

interface Context {
  accounts: Record<Exclude<Role, 'anonymous'>, User>;
  publicProjectId: number;
  storedFileUrl: string;
  storedResumeUrl: string;
  publishedPostSlug: string;
}

type RequestParts = Partial<Pick<ServerInjectOptions, 'url' | 'payload' | 'headers'>>;

interface Expectation {
  outcomes: Outcomes;
  /** A valid request for the route (defaults to its path, no body). May create what it needs. */
  request?: (context: Context, role: Role) => RequestParts | Promise<RequestParts>;
}

const everyone = (outcome: Outcome): Outcomes => ({ anonymous: outcome, user: outcome, pendingAgent: outcome, agent: outcome, otherAgent: outcome, admin: outcome });
/** Anyone, signed in or not. */
const PUBLIC = everyone('ok');
/** Any signed-in account. */
const SIGNED_IN: Outcomes = { ...everyone('ok'), anonymous: 401 };
/** Users and agents managing their own account; the admin account is configuration. */
const ACCOUNT_HOLDER: Outcomes = { ...SIGNED_IN, admin: 403 };
/** Agents an admin approved. */
const APPROVED_AGENT: Outcomes = { anonymous: 401, user: 403, pendingAgent: 403, agent: 'ok', otherAgent: 'ok', admin: 403 };
/** The object's owner (the approved agent called `agent`) and admins; another agent is refused. */
const OWNER_AGENT_OR_ADMIN: Outcomes = { ...APPROVED_AGENT, otherAgent: 403, admin: 'ok' };
/** The approved agent who owns the project; to anyone else's eyes another agent's project does not exist. */
const OWNER_AGENT: Outcomes = { ...APPROVED_AGENT, otherAgent: 404 };
const ADMIN_ONLY: Outcomes = { anonymous: 401, user: 403, pendingAgent: 403, agent: 403, otherAgent: 403, admin: 'ok' };

let registrations = 0;
const matrixToken = (purpose: Parameters<typeof linkToken>[0], subject: string) => linkToken(purpose, subject, app.config.jwtSecret);
const matrixSearch = async (userId: number | null) =>
  (await SavedSearch.query().insert({ userId, email: 'm@example.com', ownerKey: userId ? `user:${userId}` : 'email:m@example.com', filters: {} })).id;
const matrixIssue = async () => (await NewsletterIssue.query().insert({ subject: 'Matrix', body: 'Hello' })).id;
const newsletterLink = async (purpose: 'newsletter-confirm' | 'newsletter-unsubscribe') => {
  const subscriber = await NewsletterSubscriber.query().insert({ email: `matrix-${(registrations += 1)}@example.com` });
  return `/api/newsletter/${purpose === 'newsletter-confirm' ? 'confirm' : 'unsubscribe'}/${matrixToken(purpose, String(subscriber.id))}`;
};
const agentSubmission = (title: string) => ({
  title,
  description: 'A project submitted by the authorization matrix.',
  location: 'Wakad',
  city: 'Pune',
  state: 'Maharashtra',
  totalArea: 4,
  projectType: 'residential',
});

const hubProject = (title: string) => ({
  ...agentSubmission(title),
  areaUnit: 'acres',
  status: 'upcoming',
});

let drafts = 0;
const insertDraft = () =>
  BlogPost.query().insertAndFetch({ slug: `matrix-draft-${(drafts += 1)}`, title: 'Matrix Draft', excerpt: 'Short.', content: 'Long.', tags: [] });

/** The SMS gateway: the codes the SMS alert calls text. */
const smsOutbox = new RecordingSmsSender();
let mobiles = 0;
const nextMobile = () => `+9198000${String((mobiles += 1)).padStart(5, '0')}`;

/** A number confirmed with its texted code, and the token that proves it. */
async function confirmedMobile(): Promise<{ phoneNumber: string; token: string }> {
  const phoneNumber = nextMobile();
  const remoteAddress = '10.8.0.1';
  await app.inject({ method: 'POST', url: '/api/notifications/subscribe', payload: { phoneNumber }, remoteAddress });
  const code = await smsOutbox.lastCodeTo(phoneNumber);
  const verified = await app.inject({ method: 'POST', url: '/api/notifications/verify', payload: { phoneNumber, code }, remoteAddress });
  return { phoneNumber, token: (JSON.parse(verified.payload) as { token: string }).token };
}

/** A project of the approved agent's, and one of its plots, for the inventory routes. */
let plotNumbers = 0;
const matrixPlot = () => ({ plotNumber: `M-${(plotNumbers += 1)}`, size: 1200, sizeUnit: 'sq.ft' });
const ownedProjectId = async (agent: User) => (await insertProject({ title: 'Matrix Plotted Layout', createdBy: agent.id })).id;
async function ownedPlot(agent: User): Promise<{ projectId: number; plotId: number }> {
  const projectId = await ownedProjectId(agent);
  const [row] = (await Project.knex()('project_plots').insert({ ...matrixPlot(), projectId }).returning('id')) as { id: number }[];
  return { projectId, plotId: row!.id };
}
/** A visit on a project of the approved agent called `agent`, as a buyer's booking leaves it. */
let visits = 0;
async function matrixVisit(agentId: number, status: SiteVisitStatus = 'requested'): Promise<SiteVisit> {
  const project = await insertProject({ createdBy: agentId });
  const inquiry = await Inquiry.query().insertAndFetch({ name: 'Matrix Visitor', email: '', phone: '9800000009', message: 'Site visit', source: 'project', status: 'new', agentId, projectId: project.id });
  visits += 1;
  const token = `matrix${String(visits).padStart(37, '0')}`;
  return SiteVisit.query().insertAndFetch({ inquiryId: inquiry.id, projectId: project.id, visitDate: addDays(indiaToday(), 3), slot: '11:00', status, token });
}
const MATRIX_SLOTS = ['11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
/** The project's agent and admins act on a visit; to another agent it does not exist. */
const VISIT_AGENT_OR_ADMIN: Outcomes = { ...APPROVED_AGENT, otherAgent: 404, admin: 'ok' };

/** Keyed 'METHOD path' exactly as `server.table()` lists the route. */
const EXPECTATIONS: Record<string, Expectation> = {
  // Sessions
  'GET /api/auth/me': { outcomes: PUBLIC },
  'POST /api/auth/register': {
    outcomes: PUBLIC,
    request: () => ({ payload: { name: 'Matrix Person', email: `matrix-${(registrations += 1)}@example.com`, phone: '9876543210', password: 'plot-secret-1', role: 'user' } }),
  },
  'POST /api/auth/login': {
    outcomes: PUBLIC,
    request: async () => {
      const person = await insertUser({ email: `login-${(registrations += 1)}@example.com` });
      return { payload: { email: person.email, password: 'secret-password' } };
    },
  },
  'POST /api/auth/admin-login': { outcomes: PUBLIC, request: () => ({ payload: ADMIN }) },
  'POST /api/auth/logout': { outcomes: PUBLIC },
  'POST /api/auth/forgot-password': { outcomes: PUBLIC, request: () => ({ payload: { email: `forgot-${(registrations += 1)}@example.com` } }) },
  'POST /api/auth/reset-password': {
    outcomes: PUBLIC,
    request: async () => {
      const person = await insertUser({ email: `reset-${(registrations += 1)}@example.com` });
      const issued = await issuePasswordResetToken(person.email!);
      return { payload: { token: issued!.token, password: 'reset-by-matrix' } };
    },
  },

  // The signed-in person's own account and wishlist
  'PATCH /api/account': { outcomes: ACCOUNT_HOLDER, request: (_context, role) => ({ payload: { name: `Renamed ${role}` } }) },
  'POST /api/account/password': {
    outcomes: ACCOUNT_HOLDER,
    request: (_context, role) => ({ payload: { currentPassword: role === 'admin' ? ADMIN.password : 'secret-password', newPassword: 'changed-by-matrix' } }),
  },
  'GET /api/account/inquiries': { outcomes: ACCOUNT_HOLDER },
  'GET /api/wishlist': { outcomes: SIGNED_IN },
  'POST /api/wishlist': { outcomes: SIGNED_IN, request: ({ publicProjectId }) => ({ payload: { projectId: publicProjectId } }) },
  'DELETE /api/wishlist/{projectId}': { outcomes: SIGNED_IN, request: ({ publicProjectId }) => ({ url: `/api/wishlist/${publicProjectId}` }) },

  // Projects
  'GET /api/projects': { outcomes: PUBLIC },
  'GET /api/projects/map': { outcomes: PUBLIC, request: () => ({ url: '/api/projects/map?bbox=73.5,18.3,74.2,18.8' }) },
  'GET /api/map-settings': { outcomes: PUBLIC },
  'GET /api/projects/featured': { outcomes: PUBLIC },
  'GET /api/projects/newly-launched': { outcomes: PUBLIC },
  'GET /api/projects/compare': { outcomes: PUBLIC, request: ({ publicProjectId }) => ({ url: `/api/projects/compare?ids=${publicProjectId}` }) },
  'GET /api/projects/{id}': { outcomes: PUBLIC, request: ({ publicProjectId }) => ({ url: `/api/projects/${publicProjectId}` }) },
  'GET /api/projects/{id}/seller': { outcomes: PUBLIC, request: ({ publicProjectId }) => ({ url: `/api/projects/${publicProjectId}/seller` }) },
  'POST /api/projects': {
    // Agents submit for approval, the admin creates hub projects: each with its own payload.
    outcomes: { ...APPROVED_AGENT, admin: 'ok' },
    request: (_context, role) => ({ payload: role === 'admin' ? hubProject(`Matrix project by ${role}`) : agentSubmission(`Matrix project by ${role}`) }),
  },
  'GET /api/projects/agent/{agentId}': { outcomes: OWNER_AGENT_OR_ADMIN, request: ({ accounts }) => ({ url: `/api/projects/agent/${accounts.agent.id}` }) },
  'PUT /api/agent/projects/{id}': {
    outcomes: OWNER_AGENT,
    request: async ({ accounts }, role) => ({
      url: `/api/agent/projects/${(await insertProject({ approvalStatus: 'rejected', createdBy: accounts.agent.id })).id}`,
      payload: agentSubmission(`Matrix edit by ${role}`),
    }),
  },
  'POST /api/agent/projects/{id}/withdraw': {
    outcomes: OWNER_AGENT,
    request: async ({ accounts }) => ({ url: `/api/agent/projects/${(await insertProject({ approvalStatus: 'approved', createdBy: accounts.agent.id })).id}/withdraw` }),
  },

  // Plot inventory, due diligence and listing reports
  'GET /api/projects/{id}/plots': { outcomes: PUBLIC, request: ({ publicProjectId }) => ({ url: `/api/projects/${publicProjectId}/plots` }) },
  'POST /api/projects/{id}/plots': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/projects/${await ownedProjectId(accounts.agent)}/plots`, payload: matrixPlot() }),
  },
  'PUT /api/projects/{id}/plots/{plotId}': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => {
      const { projectId, plotId } = await ownedPlot(accounts.agent);
      return { url: `/api/projects/${projectId}/plots/${plotId}`, payload: { ...matrixPlot(), status: 'booked' } };
    },
  },
  'PUT /api/projects/{id}/plots/{plotId}/layout-position': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => {
      const { projectId, plotId } = await ownedPlot(accounts.agent);
      return { url: `/api/projects/${projectId}/plots/${plotId}/layout-position`, payload: { layoutX: 0.25, layoutY: 0.75 } };
    },
  },
  'DELETE /api/projects/{id}/plots/{plotId}': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => {
      const { projectId, plotId } = await ownedPlot(accounts.agent);
      return { url: `/api/projects/${projectId}/plots/${plotId}` };
    },
  },
  'POST /api/projects/{id}/plots/import': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => {
      const body = multipart([{ name: 'csvFile', filename: 'plots.csv', contentType: 'text/csv', data: `plotNumber,size,sizeUnit\n${matrixPlot().plotNumber},1200,sq.ft\n` }]);
      return { url: `/api/projects/${await ownedProjectId(accounts.agent)}/plots/import`, payload: body.payload, headers: body.headers };
    },
  },
  'GET /api/projects/{id}/due-diligence': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/projects/${await ownedProjectId(accounts.agent)}/due-diligence` }),
  },
  'PUT /api/projects/{id}/due-diligence': {
    outcomes: OWNER_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/projects/${await ownedProjectId(accounts.agent)}/due-diligence`, payload: { approvingAuthority: 'DTCP', approvalNumber: 'LP/12/2024' } }),
  },
  'POST /api/listing-reports': {
    outcomes: PUBLIC,
    request: ({ publicProjectId }) => ({ payload: { projectId: publicProjectId, reason: 'wrong-price', details: 'The price on the site board is higher.' } }),
  },
  'GET /api/admin/listing-reports': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/listing-reports?status=open' }) },
  'PATCH /api/admin/listing-reports/{id}': {
    outcomes: ADMIN_ONLY,
    request: async ({ publicProjectId }) => {
      const [row] = (await Project.knex()('listing_reports').insert({ projectId: publicProjectId, reason: 'fake', details: 'Matrix report.', senderKey: 'matrix' }).returning('id')) as { id: number }[];
      return { url: `/api/admin/listing-reports/${row!.id}`, payload: { status: 'reviewing', notes: 'Looking.' } };
    },
  },

  // The admin project hub and media
  'GET /api/admin/projects': { outcomes: ADMIN_ONLY },
  'GET /api/admin/projects/{id}': { outcomes: ADMIN_ONLY, request: ({ publicProjectId }) => ({ url: `/api/admin/projects/${publicProjectId}` }) },
  'PUT /api/projects/{id}': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      const project = await insertProject({ title: 'Matrix Edited Project' });
      return { url: `/api/projects/${project.id}`, payload: { ...hubProject('Matrix Edited Project'), approvalStatus: 'approved', version: project.version } };
    },
  },
  'DELETE /api/projects/{id}': { outcomes: ADMIN_ONLY, request: async () => ({ url: `/api/projects/${(await insertProject({ title: 'Matrix Deleted Project' })).id}` }) },
  'POST /api/projects/{id}/images': {
    outcomes: ADMIN_ONLY,
    request: ({ publicProjectId, storedFileUrl }) => ({ url: `/api/projects/${publicProjectId}/images`, payload: { images: [{ url: storedFileUrl, caption: 'Matrix', isDefault: true }] } }),
  },
  'POST /api/properties/{id}/images': {
    outcomes: ADMIN_ONLY,
    request: async ({ storedFileUrl }) => {
      const plot = await insertProject({ title: 'Matrix Owner Plot', submitterName: 'Matrix Owner', approvalStatus: 'pending' });
      return { url: `/api/properties/${plot.id}/images`, payload: { images: [{ url: storedFileUrl, caption: 'Matrix', isDefault: true }] } };
    },
  },
  'POST /api/projects/bulk-upload': {
    outcomes: ADMIN_ONLY,
    request: () => {
      const body = multipart([{ name: 'csvFile', filename: 'projects.csv', contentType: 'text/csv', data: projectCsvTemplate() }]);
      return { payload: body.payload, headers: body.headers };
    },
  },
  'POST /api/projects/bulk-upload/preview': {
    outcomes: ADMIN_ONLY,
    request: () => {
      const body = multipart([{ name: 'csvFile', filename: 'projects.csv', contentType: 'text/csv', data: projectCsvTemplate() }]);
      return { payload: body.payload, headers: body.headers };
    },
  },
  'GET /api/admin/media': { outcomes: ADMIN_ONLY },
  'PUT /api/admin/media/cities/{city}': {
    outcomes: ADMIN_ONLY,
    request: ({ storedFileUrl }) => ({ url: '/api/admin/media/cities/Pune', payload: { url: storedFileUrl, caption: 'Matrix banner' } }),
  },
  'DELETE /api/admin/media/{category}/{id}': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      const url = 'https://img.example.com/matrix.jpg';
      const project = await insertProject({ title: 'Matrix Media Project', images: [{ url, caption: 'Matrix', isDefault: true }] });
      return { url: `/api/admin/media/project/${project.id}?url=${encodeURIComponent(url)}` };
    },
  },

  // Administration of accounts
  'GET /api/admin/agents': { outcomes: ADMIN_ONLY },
  'PATCH /api/admin/agents/{id}/approve': {
    outcomes: ADMIN_ONLY,
    // A fresh agent each time, so the matrix's own pending agent stays pending.
    request: async () => ({ url: `/api/admin/agents/${(await insertUser({ role: 'agent', isApproved: false })).id}/approve` }),
  },

  'PATCH /api/admin/agents/{id}/suspend': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/agents/${(await insertUser({ role: 'agent', isApproved: true })).id}/suspend` }),
  },
  'PATCH /api/admin/agents/{id}/reject': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/agents/${(await insertUser({ role: 'agent', isApproved: false })).id}/reject` }),
  },
  'GET /api/admin/users': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/users?search=test&role=user&status=active&sortBy=name&sortOrder=asc&page=1' }) },
  'PATCH /api/admin/users/{id}/toggle-status': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/users/${(await insertUser()).id}/toggle-status`, payload: { isActive: false } }),
  },
  'POST /api/admin/users/bulk': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: '/api/admin/users/bulk', payload: { action: 'suspend', ids: [(await insertUser()).id, (await insertUser()).id] } }),
  },

  // The admin portal: dashboard, approvals, leads, notifications, content (admin-ops)
  'GET /api/admin/overview': { outcomes: ADMIN_ONLY },
  'GET /api/admin/overview/trends': { outcomes: ADMIN_ONLY },
  'GET /api/admin/approvals': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/approvals?type=all&page=1' }) },
  'PATCH /api/admin/projects/{id}/approve': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/projects/${(await insertProject({ approvalStatus: 'pending' })).id}/approve` }),
  },
  'POST /api/admin/projects/bulk': {
    outcomes: ADMIN_ONLY,
    request: async () => ({
      url: '/api/admin/projects/bulk',
      payload: { action: 'approve', ids: [(await insertProject({ approvalStatus: 'pending' })).id, (await insertProject({ approvalStatus: 'pending' })).id] },
    }),
  },
  'PATCH /api/admin/projects/{id}/reject': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/projects/${(await insertProject({ approvalStatus: 'pending' })).id}/reject`, payload: { reason: 'Blurry photos' } }),
  },
  'GET /api/admin/inquiries': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/inquiries?kind=contact&status=new&sortBy=status&sortOrder=asc&page=1' }) },
  'PATCH /api/admin/inquiries/{record}/{id}/status': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      const inquiry = await Inquiry.query().insertAndFetch({ name: 'Matrix Lead', email: 'lead@example.com', message: 'Call me.', source: 'contact', status: 'new' });
      return { url: `/api/admin/inquiries/enquiry/${inquiry.id}/status`, payload: { status: 'responded' } };
    },
  },
  'POST /api/admin/inquiries/bulk': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      const inquiry = await Inquiry.query().insertAndFetch({ name: 'Matrix Lead', email: 'lead@example.com', message: 'Call me.', source: 'contact', status: 'new' });
      return { url: '/api/admin/inquiries/bulk', payload: { action: 'mark_responded', leads: [{ record: 'enquiry', id: inquiry.id }] } };
    },
  },
  'GET /api/admin/inquiries/newsletter': { outcomes: ADMIN_ONLY },
  'PATCH /api/admin/inquiries/enquiry/{id}/agent': {
    outcomes: ADMIN_ONLY,
    request: async ({ accounts }) => {
      const inquiry = await Inquiry.query().insertAndFetch({ name: 'Matrix Lead', email: 'lead@example.com', message: 'Call me.', source: 'contact', status: 'new' });
      return { url: `/api/admin/inquiries/enquiry/${inquiry.id}/agent`, payload: { agentId: accounts.otherAgent.id } };
    },
  },

  // An agent's leads: enquiries routed to them; another agent's lead does not exist for them
  'GET /api/agent/leads': { outcomes: APPROVED_AGENT, request: () => ({ url: '/api/agent/leads?stage=new&page=1' }) },
  'GET /api/agent/leads.csv': { outcomes: APPROVED_AGENT },
  'GET /api/agent/lead-alerts': { outcomes: APPROVED_AGENT },
  'PATCH /api/agent/lead-alerts': { outcomes: APPROVED_AGENT, request: () => ({ payload: { sms: false } }) },
  'GET /api/agent/leads/new-count': { outcomes: APPROVED_AGENT },
  'POST /api/agent/leads/seen': { outcomes: APPROVED_AGENT },
  'GET /api/agent/figures': { outcomes: APPROVED_AGENT },
  'POST /api/projects/{id}/views': {
    outcomes: PUBLIC,
    request: async ({ accounts }) => ({ url: `/api/projects/${(await insertProject({ createdBy: accounts.agent.id })).id}/views`, headers: { 'user-agent': 'Mozilla/5.0' } }),
  },
  'PATCH /api/agent/leads/{id}': {
    outcomes: OWNER_AGENT,
    request: async ({ accounts }) => {
      const inquiry = await Inquiry.query().insertAndFetch({ name: 'Matrix Buyer', email: 'buyer@example.com', message: 'Call me.', source: 'project', status: 'new', agentId: accounts.agent.id });
      return { url: `/api/agent/leads/${inquiry.id}`, payload: { stage: 'contacted', notes: 'Called back' } };
    },
  },
  // Site visits: booked on a project page, handled by the project's agent, the buyer's link by its token
  'GET /api/projects/{id}/visit-slots': { outcomes: PUBLIC, request: ({ publicProjectId }) => ({ url: `/api/projects/${publicProjectId}/visit-slots` }) },
  'POST /api/site-visits': {
    outcomes: PUBLIC,
    request: ({ publicProjectId }, role) => ({
      payload: { projectId: publicProjectId, name: `Matrix ${role}`, phone: '9812345678', date: addDays(indiaToday(), 4), slot: MATRIX_SLOTS[ROLES.indexOf(role)] },
    }),
  },
  'GET /api/site-visits/{token}': { outcomes: PUBLIC, request: async ({ accounts }) => ({ url: `/api/site-visits/${(await matrixVisit(accounts.agent.id)).token}` }) },
  'GET /api/site-visits/{token}/calendar.ics': {
    outcomes: PUBLIC,
    request: async ({ accounts }) => ({ url: `/api/site-visits/${(await matrixVisit(accounts.agent.id, 'confirmed')).token}/calendar.ics` }),
  },
  'POST /api/site-visits/{token}/accept': {
    outcomes: PUBLIC,
    request: async ({ accounts }) => ({ url: `/api/site-visits/${(await matrixVisit(accounts.agent.id, 'proposed')).token}/accept` }),
  },
  'POST /api/site-visits/{token}/cancel': { outcomes: PUBLIC, request: async ({ accounts }) => ({ url: `/api/site-visits/${(await matrixVisit(accounts.agent.id)).token}/cancel` }) },
  'POST /api/agent/site-visits/{id}/confirm': {
    outcomes: VISIT_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/agent/site-visits/${(await matrixVisit(accounts.agent.id)).id}/confirm` }),
  },
  'POST /api/agent/site-visits/{id}/propose': {
    outcomes: VISIT_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/agent/site-visits/${(await matrixVisit(accounts.agent.id)).id}/propose`, payload: { date: addDays(indiaToday(), 5), slot: '12:00' } }),
  },
  'POST /api/agent/site-visits/{id}/cancel': {
    outcomes: VISIT_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({ url: `/api/agent/site-visits/${(await matrixVisit(accounts.agent.id)).id}/cancel` }),
  },
  'PUT /api/projects/{id}/visiting-hours': {
    outcomes: VISIT_AGENT_OR_ADMIN,
    request: async ({ accounts }) => ({
      url: `/api/projects/${(await insertProject({ createdBy: accounts.agent.id })).id}/visiting-hours`,
      payload: { hours: { days: [6, 0], opens: '09:00', closes: '13:00' } },
    }),
  },
  'GET /api/admin/messages': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/messages?status=failed' }) },
  'POST /api/admin/messages/{id}/retry': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      const { messageId } = await messages().sendSms({ to: '+919999900000', body: 'Matrix' }, { idempotencyKey: `matrix:${randomUUID()}`, purpose: 'test' });
      await OutgoingMessage.query().findById(messageId).patch({ status: 'failed' });
      return { url: `/api/admin/messages/${messageId}/retry` };
    },
  },
  'GET /api/admin/notifications': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/notifications?unread=true' }) },
  'PATCH /api/admin/notifications/{id}/read': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/notifications/${(await recordNotification({ type: 'system_update', title: 'Matrix', message: 'Read me.' })).id}/read` }),
  },
  'POST /api/admin/notifications/read-all': { outcomes: ADMIN_ONLY },
  'GET /api/admin/social-media-links': { outcomes: ADMIN_ONLY },
  'POST /api/admin/social-media-links': { outcomes: ADMIN_ONLY, request: () => ({ payload: { platform: 'YouTube', url: 'https://www.youtube.com/@plotwise', isActive: false } }) },
  'PUT /api/admin/social-media-links/{id}': {
    outcomes: ADMIN_ONLY,
    request: async () => ({
      url: `/api/admin/social-media-links/${(await SocialMediaLink.query().insertAndFetch({ platform: 'X', url: 'https://x.com/plotwise', isActive: false })).id}`,
      payload: { platform: 'X', url: 'https://x.com/plotwise_in', isActive: false },
    }),
  },
  'DELETE /api/admin/social-media-links/{id}': {
    outcomes: ADMIN_ONLY,
    request: async () => ({
      url: `/api/admin/social-media-links/${(await SocialMediaLink.query().insertAndFetch({ platform: 'X', url: 'https://x.com/gone', isActive: false })).id}`,
    }),
  },
  'GET /api/admin/blog-posts': { outcomes: ADMIN_ONLY, request: () => ({ url: '/api/admin/blog-posts?status=draft&search=matrix' }) },
  'GET /api/admin/blog-posts/{id}': { outcomes: ADMIN_ONLY, request: async () => ({ url: `/api/admin/blog-posts/${(await insertDraft()).id}` }) },
  'POST /api/admin/blog-posts': { outcomes: ADMIN_ONLY, request: () => ({ payload: { title: 'Matrix Draft', excerpt: 'Short.', content: 'Long.', tags: ['matrix'] } }) },
  'PUT /api/admin/blog-posts/{id}': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/blog-posts/${(await insertDraft()).id}`, payload: { title: 'Matrix Draft Edited', excerpt: 'Short.', content: 'Long.' } }),
  },
  'PATCH /api/admin/blog-posts/{id}/publish': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: `/api/admin/blog-posts/${(await insertDraft()).id}/publish`, payload: { published: true } }),
  },
  'DELETE /api/admin/blog-posts/{id}': { outcomes: ADMIN_ONLY, request: async () => ({ url: `/api/admin/blog-posts/${(await insertDraft()).id}` }) },

  // Files, content and health
  'POST /api/upload': {
    outcomes: PUBLIC,
    request: () => {
      const body = multipart([{ name: 'file', filename: 'plot.png', contentType: 'image/png', data: SAMPLE_FILES.png(256) }]);
      return { url: '/api/upload?kind=image', payload: body.payload, headers: body.headers };
    },
  },
  'GET /api/files/{id}': { outcomes: PUBLIC, request: ({ storedFileUrl }) => ({ url: storedFileUrl }) },
  'GET /api/files/{id}/{variant}': { outcomes: PUBLIC, request: ({ storedFileUrl }) => ({ url: `${storedFileUrl}/w480.webp` }) },
  'GET /api/social-media-links': { outcomes: PUBLIC },
  'GET /api/health': { outcomes: PUBLIC },

  // The public catalogue
  'GET /api/properties': { outcomes: PUBLIC },
  'GET /api/properties/featured': { outcomes: PUBLIC },
  'GET /api/cities': { outcomes: PUBLIC },
  'GET /api/company': { outcomes: PUBLIC },
  'GET /api/cities/{city}': { outcomes: PUBLIC, request: () => ({ url: '/api/cities/Pune' }) },
  'GET /api/search/suggestions': { outcomes: PUBLIC, request: () => ({ url: '/api/search/suggestions?q=pune' }) },
  'GET /api/blog-posts': { outcomes: PUBLIC },
  'GET /api/blog-posts/featured': { outcomes: PUBLIC },
  'GET /api/blog-posts/{slug}': { outcomes: PUBLIC, request: ({ publishedPostSlug }) => ({ url: `/api/blog-posts/${publishedPostSlug}` }) },
  'GET /api/jobs': { outcomes: PUBLIC },

  // The public forms: anyone may send them, signed in or not
  'POST /api/inquiries/phone-code': { outcomes: PUBLIC, request: () => ({ payload: { phoneNumber: nextMobile() } }) },
  'POST /api/inquiries/phone-verify': {
    outcomes: PUBLIC,
    request: async () => {
      const phoneNumber = nextMobile();
      await app.inject({ method: 'POST', url: '/api/inquiries/phone-code', payload: { phoneNumber }, remoteAddress: '10.8.0.2' });
      return { payload: { phoneNumber, code: await smsOutbox.lastCodeTo(phoneNumber) } };
    },
  },
  'GET /api/inquiries/phone-status': { outcomes: PUBLIC },
  'POST /api/inquiries': {
    outcomes: PUBLIC,
    request: (_context, role) => ({ payload: { name: `Matrix ${role}`, email: 'matrix@example.com', message: 'Is a site visit possible this weekend?' } }),
  },
  // The project enquiry as an HTML form from the site's own page (its Origin); 303 back to the project.
  'POST /api/inquiries/form': {
    outcomes: PUBLIC,
    request: ({ publicProjectId }, role) => ({
      payload: new URLSearchParams({ name: `Matrix ${role}`, email: 'matrix@example.com', phone: '9876543210', message: 'A site visit?', projectId: String(publicProjectId) }).toString(),
      headers: { host: 'plotwise.test', origin: 'http://plotwise.test', 'content-type': 'application/x-www-form-urlencoded' },
    }),
  },
  // Confirming that enquiry's number without script: a form from the site's own page, 303 back with the next step.
  'POST /api/inquiries/form/phone-code': {
    outcomes: PUBLIC,
    request: ({ publicProjectId }) => ({ payload: `projectId=${publicProjectId}`, headers: { host: 'plotwise.test', origin: 'http://plotwise.test', 'content-type': 'application/x-www-form-urlencoded' } }),
  },
  'POST /api/inquiries/form/phone-verify': {
    outcomes: PUBLIC,
    request: ({ publicProjectId }) => ({ payload: `projectId=${publicProjectId}&code=123456`, headers: { host: 'plotwise.test', origin: 'http://plotwise.test', 'content-type': 'application/x-www-form-urlencoded' } }),
  },
  'POST /api/quotes': { outcomes: PUBLIC, request: () => ({ payload: { name: 'Matrix Quote', mobile: '9876543210', message: 'Plots near Hinjewadi' } }) },
  'POST /api/newsletter': { outcomes: PUBLIC, request: () => ({ payload: { email: `news-${(registrations += 1)}@example.com` } }) },
  'POST /api/newsletter/confirm/{token}': { outcomes: PUBLIC, request: async () => ({ url: await newsletterLink('newsletter-confirm') }) },
  'GET /api/newsletter/confirm/{token}': { outcomes: PUBLIC, request: async () => ({ url: await newsletterLink('newsletter-confirm') }) },
  'POST /api/newsletter/unsubscribe/{token}': { outcomes: PUBLIC, request: async () => ({ url: await newsletterLink('newsletter-unsubscribe') }) },
  'GET /api/newsletter/unsubscribe/{token}': { outcomes: PUBLIC, request: async () => ({ url: await newsletterLink('newsletter-unsubscribe') }) },
  'GET /api/admin/newsletter/issues': { outcomes: ADMIN_ONLY },
  'POST /api/admin/newsletter/issues': { outcomes: ADMIN_ONLY, request: () => ({ payload: { subject: 'Matrix issue', body: 'Hello' } }) },
  'PUT /api/admin/newsletter/issues/{id}': { outcomes: ADMIN_ONLY, request: async () => ({ url: `/api/admin/newsletter/issues/${await matrixIssue()}`, payload: { subject: 'Edited', body: 'Hello' } }) },
  'POST /api/admin/newsletter/issues/{id}/send': { outcomes: ADMIN_ONLY, request: async () => ({ url: `/api/admin/newsletter/issues/${await matrixIssue()}/send`, payload: {} }) },
  // The configured admin has no email of its own: the test send is a 400 for it, never a 401/403.
  'POST /api/admin/newsletter/issues/{id}/test': { outcomes: { ...ADMIN_ONLY, admin: 'open' }, request: async () => ({ url: `/api/admin/newsletter/issues/${await matrixIssue()}/test`, payload: {} }) },
  'GET /api/admin/newsletter/reconfirm': { outcomes: ADMIN_ONLY },
  'POST /api/admin/newsletter/reconfirm': { outcomes: ADMIN_ONLY, request: () => ({ payload: {} }) },
  // Saved searches: an account saves as itself, a visitor with an email.
  'POST /api/saved-searches': { outcomes: PUBLIC, request: () => ({ payload: { filters: { city: 'Pune' }, email: `saved-${(registrations += 1)}@example.com` } }) },
  'GET /api/saved-searches': { outcomes: SIGNED_IN },
  'DELETE /api/saved-searches/{id}': { outcomes: SIGNED_IN, request: async ({ accounts }, role) => ({ url: `/api/saved-searches/${await matrixSearch(role === 'anonymous' ? null : accounts[role].id)}` }) },
  'GET /api/saved-searches/confirm/{token}': { outcomes: PUBLIC, request: async () => ({ url: `/api/saved-searches/confirm/${matrixToken('saved-search-confirm', String(await matrixSearch(null)))}` }) },
  'POST /api/saved-searches/confirm/{token}': { outcomes: PUBLIC, request: async () => ({ url: `/api/saved-searches/confirm/${matrixToken('saved-search-confirm', String(await matrixSearch(null)))}` }) },
  'GET /api/saved-searches/unsubscribe/{token}': { outcomes: PUBLIC, request: () => ({ url: `/api/saved-searches/unsubscribe/${matrixToken('saved-search-unsubscribe', 'email:m@example.com')}` }) },
  'POST /api/saved-searches/unsubscribe/{token}': { outcomes: PUBLIC, request: () => ({ url: `/api/saved-searches/unsubscribe/${matrixToken('saved-search-unsubscribe', 'email:m@example.com')}` }) },
  'POST /api/job-applications': {
    outcomes: PUBLIC,
    request: ({ storedResumeUrl }) => ({ payload: { name: 'Matrix Applicant', email: 'applicant@example.com', position: 'Sales Executive', resumeUrl: storedResumeUrl } }),
  },
  'POST /api/plot-submissions': {
    outcomes: PUBLIC,
    request: ({ storedFileUrl }, role) => ({
      payload: {
        ...agentSubmission(`Matrix plot by ${role}`),
        startingPrice: 2_500_000,
        name: 'Matrix Owner',
        contactEmail: 'owner@example.com',
        contactPhone: '9876543210',
        agree: true,
        images: [storedFileUrl],
      },
    }),
  },
  // Public, but proven by a texted code: each call uses a number of its own (codes per number are limited).
  'POST /api/notifications/subscribe': { outcomes: PUBLIC, request: () => ({ payload: { phoneNumber: nextMobile(), propertyTypes: 'all' } }) },
  'POST /api/notifications/verify': {
    outcomes: PUBLIC,
    request: async () => {
      const phoneNumber = nextMobile();
      await app.inject({ method: 'POST', url: '/api/notifications/subscribe', payload: { phoneNumber }, remoteAddress: '10.8.0.1' });
      return { payload: { phoneNumber, code: await smsOutbox.lastCodeTo(phoneNumber) } };
    },
  },
  'POST /api/notifications/unsubscribe': {
    outcomes: PUBLIC,
    request: async () => {
      const { phoneNumber, token } = await confirmedMobile();
      return { payload: { phoneNumber, token } };
    },
  },
  'GET /api/notifications/status': {
    outcomes: PUBLIC,
    request: async () => {
      const { phoneNumber, token } = await confirmedMobile();
      return { url: `/api/notifications/status?phoneNumber=${encodeURIComponent(phoneNumber)}&token=${token}` };
    },
  },
  'GET /api/admin/plot-submissions': { outcomes: ADMIN_ONLY },

  // Remotes' releases: the deploy token (tested in plugins/releases) or an admin. Each call records a release of its own.
  'GET /api/releases': { outcomes: ADMIN_ONLY },
  'GET /api/releases/events': { outcomes: ADMIN_ONLY },
  'POST /api/releases': { outcomes: ADMIN_ONLY, request: async () => ({ payload: { remote: 'catalog', version: await stageMatrixRelease() } }) },
  'POST /api/releases/{remote}/promote': {
    outcomes: ADMIN_ONLY,
    request: async () => ({ url: '/api/releases/catalog/promote', payload: { version: await recordMatrixRelease() } }),
  },
  'POST /api/releases/{remote}/rollback': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      for (const version of [await recordMatrixRelease(), await recordMatrixRelease()]) await makeLive(app.knex, app.config, 'catalog', version, 'matrix', 'promote', 'http://localhost');
      return { url: '/api/releases/catalog/rollback', payload: {} };
    },
  },
  'POST /api/releases/{remote}/canary': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      await makeLive(app.knex, app.config, 'catalog', await recordMatrixRelease(), 'matrix', 'promote', 'http://localhost');
      return { url: '/api/releases/catalog/canary', payload: { version: await recordMatrixRelease(), percent: 10 } };
    },
  },
  'POST /api/releases/{remote}/canary/off': {
    outcomes: ADMIN_ONLY,
    request: async () => {
      await makeLive(app.knex, app.config, 'catalog', await recordMatrixRelease(), 'matrix', 'promote', 'http://localhost');
      await startCanary(app.knex, app.config, 'catalog', await recordMatrixRelease(), 10, 'matrix', 'http://localhost');
      return { url: '/api/releases/catalog/canary/off', payload: {} };
    },
  },

  // Unknown API paths answer a JSON 404 to everyone.
  'GET /api/{path*}': { outcomes: everyone('open'), request: () => ({ url: '/api/no-such-thing' }) },
  '* /api/{path*}': { outcomes: everyone('open'), request: () => ({ url: '/api/no-such-thing' }) },

  // A sitemap file: the first always exists.
  'GET /sitemaps/{file}': { outcomes: PUBLIC, request: () => ({ url: '/sitemaps/1.xml' }) },

  // The admin remote's files: admins only.
  'GET /remotes/admin/{path*}': {
    outcomes: ADMIN_ONLY,
    request: () => ({ url: '/remotes/admin/mf-manifest.json' }),
  },
};

/** The site outside /api (shell, remotes, /remotes.json): public, declared in bulk. */
function siteExpectation(routePath: string): Expectation | undefined {
  if (routePath.startsWith('/api/') || routePath === '/remotes/admin/{path*}') return undefined;
  return { outcomes: PUBLIC, request: () => ({ url: routePath.replace('/remotes/{remote}/', '/remotes/catalog/').replace(/\{[^}]+\}/g, 'mf-manifest.json') }) };
}

/** A stand-in build of the shell and every remote, so the site routes answer as they do in production. */
const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-matrix-dist-'));

function fakeDist(): Record<'shell' | 'catalog' | 'tools' | 'accounts' | 'admin', string> {
  const root = distRoot;
  const folders = { shell: '', catalog: '', tools: '', accounts: '', admin: '' };
  for (const name of Object.keys(folders) as Array<keyof typeof folders>) {
    folders[name] = path.join(root, name);
    fs.mkdirSync(folders[name], { recursive: true });
    fs.writeFileSync(path.join(folders[name], 'index.html'), '<!doctype html><title>Plotwise</title><div id="root"></div>');
    fs.writeFileSync(path.join(folders[name], 'mf-manifest.json'), JSON.stringify({ id: name }));
  }
  return folders;
}

let app: TestApp;
let context: Context;

let matrixReleases = 0;
/** A release of the fake catalog build in the releases folder, not yet recorded. */
async function stageMatrixRelease(): Promise<string> {
  matrixReleases += 1;
  const { manifest } = await stageRelease(path.join(distRoot, 'catalog'), path.join(distRoot, 'releases'), 'catalog', `matrix-${matrixReleases}`);
  return manifest.version;
}
async function recordMatrixRelease(): Promise<string> {
  const version = await stageMatrixRelease();
  await registerRelease(app.knex, app.config, 'catalog', version, 'matrix');
  return version;
}
let addressCounter = 0;

beforeAll(async () => {
  app = await startTestApp({
    smsSender: smsOutbox,
    configure: (config) => ({
      ...config,
      dist: fakeDist(),
      releases: { ...config.releases, dir: path.join(distRoot, 'releases') },
      loginRateLimit: { maxAttempts: 1_000_000, windowMs: 60_000 },
      publicFormRateLimit: { maxAttempts: 1_000_000, windowMs: 60_000 },
    }),
  });
  const agent = await insertUser({ role: 'agent', isApproved: true, name: 'Owner Agent' });
  const post = await BlogPost.query().insertAndFetch({
    slug: 'matrix-published-post',
    title: 'A published post',
    excerpt: 'Read by everyone.',
    content: 'Plain paragraphs.',
    category: 'Guides',
    author: 'Admin',
    tags: ['matrix'],
    published: true,
    publishedAt: new Date(),
  });
  context = {
    accounts: {
      user: await insertUser({ role: 'user' }),
      pendingAgent: await insertUser({ role: 'agent', isApproved: false }),
      agent,
      otherAgent: await insertUser({ role: 'agent', isApproved: true, name: 'Other Agent' }),
      admin: (await User.query().whereRaw('lower(username) = ?', [ADMIN.username]).first())!,
    },
    publicProjectId: (await insertProject({ title: 'Matrix Public Project' })).id,
    storedFileUrl: await uploadedUrl(app, 'image', 'seed.png', SAMPLE_FILES.png(256), { contentType: 'image/png' }),
    storedResumeUrl: await uploadedUrl(app, 'resume', 'resume.pdf', SAMPLE_FILES.pdf(256), { contentType: 'application/pdf' }),
    publishedPostSlug: post.slug,
  };
  await insertProject({ title: 'Owner Agent Pending Project', approvalStatus: 'pending', createdBy: agent.id });
}, 60_000);
afterAll(async () => {
  await app.stop();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

/** A session for the role as it stands now (logout and password changes move the token version on). */
async function cookieFor(role: Role): Promise<Record<string, string>> {
  if (role === 'anonymous') return {};
  const account = await User.query().findById(context.accounts[role].id);
  return { cookie: sessionCookieFor(account!, app.config.jwtSecret) };
}

function satisfies(response: ServerInjectResponse, outcome: Outcome): boolean {
  if (response.statusCode >= 500) return false;
  if (outcome === 'open') return response.statusCode !== 401 && response.statusCode !== 403;
  if (outcome === 'ok') return response.statusCode < 400;
  return response.statusCode === outcome;
}

describe('authorization matrix', () => {
  it('declares every route, and nothing that is not a route', () => {
    const keys = app.server.table().map((route) => `${route.method.toUpperCase()} ${route.path}`);
    const undeclared = app.server.table()
      .filter((route) => !EXPECTATIONS[`${route.method.toUpperCase()} ${route.path}`] && !siteExpectation(route.path))
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(undeclared).toEqual([]);
    expect(Object.keys(EXPECTATIONS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('answers every role on every route as declared', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const route of app.server.table()) {
      const method = route.method.toUpperCase();
      const key = `${method} ${route.path}`;
      const expectation = EXPECTATIONS[key] ?? siteExpectation(route.path);
      if (!expectation) continue; // reported by the test above
      for (const role of ROLES) {
        const parts: RequestParts = expectation.request ? await expectation.request(context, role) : {};
        const headers = { ...(parts.headers as Record<string, string> | undefined), ...(await cookieFor(role)) };
        const response = await app.inject({
          method: method === '*' ? 'POST' : method,
          url: parts.url ?? route.path,
          payload: parts.payload,
          headers,
          remoteAddress: `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`,
        });
        cases += 1;
        const expected = expectation.outcomes[role];
        if (!satisfies(response, expected)) {
          failures.push(`${key} as ${role}: expected ${expected}, got ${response.statusCode} ${response.payload.slice(0, 160)}`);
        }
      }
    }
    console.log(`authorization matrix: ${cases} cases over ${app.server.table().length} routes`);
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('object ownership', () => {
  it("keeps an agent out of another agent's projects, and admins in", async () => {
    const { agent, otherAgent } = context.accounts;
    const asOther = await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: await cookieFor('otherAgent') });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.payload).not.toContain('Owner Agent Pending Project');

    const own = await app.inject({ url: `/api/projects/agent/${otherAgent.id}`, headers: await cookieFor('otherAgent') });
    expect(own.statusCode).toBe(200);
    expect(own.payload).not.toContain('Owner Agent Pending Project');

    const asAdmin = await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: await cookieFor('admin') });
    expect(asAdmin.payload).toContain('Owner Agent Pending Project');
  });

  it("lets no agent edit or withdraw another agent's project", async () => {
    const { agent } = context.accounts;
    const project = await insertProject({ title: 'Owner Agent Live Project', approvalStatus: 'approved', createdBy: agent.id });
    const headers = await cookieFor('otherAgent');
    const edit = await app.inject({ method: 'PUT', url: `/api/agent/projects/${project.id}`, payload: agentSubmission('Taken Over'), headers });
    expect(edit.statusCode).toBe(404);
    const withdraw = await app.inject({ method: 'POST', url: `/api/agent/projects/${project.id}/withdraw`, headers });
    expect(withdraw.statusCode).toBe(404);
    const after = await Project.query().findById(project.id);
    expect(after).toMatchObject({ title: 'Owner Agent Live Project', approvalStatus: 'approved', pendingChanges: null });
  });

  it("shows an agent the figures of their own projects only", async () => {
    const { agent } = context.accounts;
    await insertProject({ title: 'Owner Agent Figures Project', approvalStatus: 'approved', createdBy: agent.id });
    const asOther = await app.inject({ url: '/api/agent/figures', headers: await cookieFor('otherAgent') });
    expect(asOther.statusCode).toBe(200);
    expect(asOther.payload).not.toContain('Owner Agent Figures Project');
    const own = await app.inject({ url: '/api/agent/figures', headers: await cookieFor('agent') });
    expect(own.payload).toContain('Owner Agent Figures Project');
  });

  it("shows each person only their own wishlist", async () => {
    await app.inject({ method: 'POST', url: '/api/wishlist', payload: { projectId: context.publicProjectId }, headers: await cookieFor('user') });
    const other = await app.inject({ url: '/api/wishlist', headers: await cookieFor('otherAgent') });
    expect((JSON.parse(other.payload) as { projectIds: number[] }).projectIds).not.toContain(context.publicProjectId);
    const own = await app.inject({ url: '/api/wishlist', headers: await cookieFor('user') });
    expect((JSON.parse(own.payload) as { projectIds: number[] }).projectIds).toContain(context.publicProjectId);
  });
});

describe('mass assignment', () => {
  const message = (response: ServerInjectResponse) => (JSON.parse(response.payload) as { message: string }).message;

  it('refuses a registration that chooses admin or approval', async () => {
    const base = { name: 'Sneaky', phone: '9876543210', password: 'plot-secret-1', agencyName: 'Sneaky Realty', reraAgentNumber: 'A51800012345' };
    const asAdmin = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...base, email: 'sneaky1@example.com', role: 'admin' } });
    expect(asAdmin.statusCode).toBe(400);
    const approved = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...base, email: 'sneaky2@example.com', role: 'agent', isApproved: true } });
    expect(approved.statusCode).toBe(400);
    expect(message(approved)).toBe('Unknown field: isApproved');
    expect(await User.query().whereIn('email', ['sneaky1@example.com', 'sneaky2@example.com']).resultSize()).toBe(0);
  });

  it('refuses owner, approval and flags in a project submission, and sets the owner from the session', async () => {
    const headers = await cookieFor('otherAgent');
    for (const extra of [{ createdBy: context.accounts.agent.id }, { approvalStatus: 'approved' }, { featured: true }, { verified: true }, { id: 1 }]) {
      const response = await app.inject({ method: 'POST', url: '/api/projects', payload: { ...agentSubmission('Sneaky Project'), ...extra }, headers });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toMatch(/^Unknown field: /);
    }
    expect(await Project.query().where({ title: 'Sneaky Project' }).resultSize()).toBe(0);

    const honest = await app.inject({ method: 'POST', url: '/api/projects', payload: agentSubmission('Honest Project'), headers });
    expect((JSON.parse(honest.payload) as { project: { createdBy: number; approvalStatus: string } }).project).toMatchObject({
      createdBy: context.accounts.otherAgent.id,
      approvalStatus: 'pending',
    });
  });

  it('refuses role, approval and email changes through the settings', async () => {
    const headers = await cookieFor('pendingAgent');
    for (const extra of [{ role: 'admin' }, { isApproved: true }, { isActive: true }, { email: 'new@example.com' }]) {
      const response = await app.inject({ method: 'PATCH', url: '/api/account', payload: { name: 'Still Pending', ...extra }, headers });
      expect(response.statusCode).toBe(400);
    }
    expect(await User.query().findById(context.accounts.pendingAgent.id)).toMatchObject({ role: 'agent', isApproved: false });
  });

  it('refuses saving to another person’s wishlist', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { projectId: context.publicProjectId, userId: context.accounts.agent.id },
      headers: await cookieFor('user'),
    });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Unknown field: userId');
  });

  it("trusts the database, not the token's role claim", async () => {
    const user = await User.query().findById(context.accounts.user.id);
    const claimsAdmin = sessionCookieFor({ ...user!, role: 'admin' } as User, app.config.jwtSecret);
    expect((await app.inject({ url: '/api/admin/agents', headers: { cookie: claimsAdmin } })).statusCode).toBe(403);
  });

  it('keeps an agent whose approval was withdrawn out of agent APIs at once', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const cookie = sessionCookieFor(agent, app.config.jwtSecret);
    expect((await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie } })).statusCode).toBe(200);
    await User.query().findById(agent.id).patch({ isApproved: false });
    expect((await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie } })).statusCode).toBe(403);
  });
});
