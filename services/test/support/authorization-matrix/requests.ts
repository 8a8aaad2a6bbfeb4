/** What the matrix's requests need to exist first: rows, tokens, releases, confirmed numbers. */
import { addDays, indiaToday, type SiteVisitStatus } from '@plotwise/contracts';
import { BlogPost, Inquiry, NewsletterIssue, NewsletterSubscriber, Project, SavedSearch, SiteVisit, type User } from '../../../src/db/models';
import { linkToken } from '../../../src/messaging/link-tokens';
import { stageRelease } from '../../../src/plugins/releases/release-manifest';
import { registerRelease } from '../../../src/plugins/releases/release-service';
import { insertProject } from '../fixtures';
import { multipart } from '../multipart';
import type { TestApp } from '../test-app';
import type { Context, RequestParts } from './matrix';

let emails = 0;
/** An address no earlier request used (registrations, subscriptions and resets each want a new one). */
export const nextEmail = (prefix: string) => `${prefix}-${(emails += 1)}@example.com`;

export const agentSubmission = (title: string) => ({
  title,
  description: 'A project submitted by the authorization matrix.',
  location: 'Wakad',
  city: 'Pune',
  state: 'Maharashtra',
  totalArea: 4,
  projectType: 'residential',
});

export const hubProject = (title: string) => ({ ...agentSubmission(title), areaUnit: 'acres', status: 'upcoming' });

/** A CSV file upload under the given field name. */
export function csvUpload(url: string | undefined, filename: string, data: string): RequestParts {
  const body = multipart([{ name: 'csvFile', filename, contentType: 'text/csv', data }]);
  return { ...(url ? { url } : {}), payload: body.payload, headers: body.headers };
}

let drafts = 0;
export const insertDraft = () =>
  BlogPost.query().insertAndFetch({ slug: `matrix-draft-${(drafts += 1)}`, title: 'Matrix Draft', excerpt: 'Short.', content: 'Long.', tags: [] });

export const insertLead = (overrides: Partial<Inquiry> = {}) =>
  Inquiry.query().insertAndFetch({ name: 'Matrix Lead', email: 'lead@example.com', message: 'Call me.', source: 'contact', status: 'new', ...overrides });

let mobiles = 0;
export const nextMobile = () => `+9198000${String((mobiles += 1)).padStart(5, '0')}`;

/** A new number and the code texted to it by the given code route. */
export async function textedCode({ app, sms }: Context, codeUrl: string, remoteAddress: string): Promise<{ phoneNumber: string; code: string }> {
  const phoneNumber = nextMobile();
  await app.inject({ method: 'POST', url: codeUrl, payload: { phoneNumber }, remoteAddress });
  return { phoneNumber, code: await sms.lastCodeTo(phoneNumber) };
}

/** A number confirmed with its texted code, and the token that proves it. */
export async function confirmedMobile(context: Context): Promise<{ phoneNumber: string; token: string }> {
  const { phoneNumber, code } = await textedCode(context, '/api/notifications/subscribe', '10.8.0.1');
  const verified = await context.app.inject({ method: 'POST', url: '/api/notifications/verify', payload: { phoneNumber, code }, remoteAddress: '10.8.0.1' });
  return { phoneNumber, token: (JSON.parse(verified.payload) as { token: string }).token };
}

/** A project of the approved agent's, and one of its plots, for the inventory routes. */
let plotNumbers = 0;
export const matrixPlot = () => ({ plotNumber: `M-${(plotNumbers += 1)}`, size: 1200, sizeUnit: 'sq.ft' });
export const ownedProjectId = async (agent: User) => (await insertProject({ title: 'Matrix Plotted Layout', createdBy: agent.id })).id;
export async function ownedPlot(agent: User): Promise<{ projectId: number; plotId: number }> {
  const projectId = await ownedProjectId(agent);
  const [row] = (await Project.knex()('project_plots').insert({ ...matrixPlot(), projectId }).returning('id')) as { id: number }[];
  return { projectId, plotId: row!.id };
}

/** A visit on a project of the approved agent called `agent`, as a buyer's booking leaves it. */
let visits = 0;
export async function matrixVisit(agentId: number, status: SiteVisitStatus = 'requested'): Promise<SiteVisit> {
  const project = await insertProject({ createdBy: agentId });
  const inquiry = await insertLead({ name: 'Matrix Visitor', email: '', phone: '9800000009', message: 'Site visit', source: 'project', agentId, projectId: project.id });
  visits += 1;
  const token = `matrix${String(visits).padStart(37, '0')}`;
  return SiteVisit.query().insertAndFetch({ inquiryId: inquiry.id, projectId: project.id, visitDate: addDays(indiaToday(), 3), slot: '11:00', status, token });
}

export const matrixToken = (app: TestApp, purpose: Parameters<typeof linkToken>[0], subject: string) => linkToken(purpose, subject, app.config.jwtSecret);
export const matrixSearch = async (userId: number | null) =>
  (await SavedSearch.query().insert({ userId, email: 'm@example.com', ownerKey: userId ? `user:${userId}` : 'email:m@example.com', filters: {} })).id;
export const matrixIssue = async () => (await NewsletterIssue.query().insert({ subject: 'Matrix', body: 'Hello' })).id;
export async function newsletterLink(app: TestApp, purpose: 'newsletter-confirm' | 'newsletter-unsubscribe'): Promise<string> {
  const subscriber = await NewsletterSubscriber.query().insert({ email: nextEmail('matrix') });
  return `/api/newsletter/${purpose === 'newsletter-confirm' ? 'confirm' : 'unsubscribe'}/${matrixToken(app, purpose, String(subscriber.id))}`;
}

let releases = 0;
/** A release of the fake catalog build in the releases folder, not yet recorded. */
export async function stageMatrixRelease(app: TestApp): Promise<string> {
  releases += 1;
  const { manifest } = await stageRelease(app.config.dist.catalog!, app.config.releases.dir, 'catalog', `matrix-${releases}`);
  return manifest.version;
}
export async function recordMatrixRelease(app: TestApp): Promise<string> {
  const version = await stageMatrixRelease(app);
  await registerRelease(app.knex, app.config, 'catalog', version, 'matrix');
  return version;
}
