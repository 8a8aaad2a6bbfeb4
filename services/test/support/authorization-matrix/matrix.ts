/**
 * The authorization matrix's shared setup: the roles, the outcomes a route may
 * declare, and one app with an account for every role. The expectations live
 * by area beside this file; the runner and the ownership checks use this setup.
 *
 * Outcomes: 'ok' = a 2xx/3xx answer to a valid request; 'open' = anything but
 * 401/403 (and never a 5xx), for routes whose answer does not depend on who asks
 * (the catch-all 404s); 401; 403; 404.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import { BlogPost, User } from '../../../src/db/models';
import { insertProject, insertUser, sessionCookieFor } from '../fixtures';
import { SAMPLE_FILES, uploadedUrl } from '../multipart';
import { RecordingSmsSender } from '../sms-outbox';
import { ADMIN, startTestApp, type TestApp } from '../test-app';

export const ROLES = ['anonymous', 'user', 'pendingAgent', 'agent', 'otherAgent', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Outcome = 'ok' | 'open' | 401 | 403 | 404;
export type Outcomes = Record<Role, Outcome>;

export interface Context {
  app: TestApp;
  /** The SMS gateway: the codes the SMS alert and phone checks text. */
  sms: RecordingSmsSender;
  accounts: Record<Exclude<Role, 'anonymous'>, User>;
  publicProjectId: number;
  storedFileUrl: string;
  storedResumeUrl: string;
  publishedPostSlug: string;
}

export type RequestParts = Partial<Pick<ServerInjectOptions, 'url' | 'payload' | 'headers'>>;

export interface Expectation {
  outcomes: Outcomes;
  /** A valid request for the route (defaults to its path, no body). May create what it needs. */
  request?: (context: Context, role: Role) => RequestParts | Promise<RequestParts>;
}

/** Keyed 'METHOD path' exactly as `server.table()` lists the route. */
export type Expectations = Record<string, Expectation>;

export const everyone = (outcome: Outcome): Outcomes => ({ anonymous: outcome, user: outcome, pendingAgent: outcome, agent: outcome, otherAgent: outcome, admin: outcome });
/** Anyone, signed in or not. */
export const PUBLIC = everyone('ok');
/** Any signed-in account. */
export const SIGNED_IN: Outcomes = { ...everyone('ok'), anonymous: 401 };
/** Users and agents managing their own account; the admin account is configuration. */
export const ACCOUNT_HOLDER: Outcomes = { ...SIGNED_IN, admin: 403 };
/** Agents an admin approved. */
export const APPROVED_AGENT: Outcomes = { anonymous: 401, user: 403, pendingAgent: 403, agent: 'ok', otherAgent: 'ok', admin: 403 };
/** The object's owner (the approved agent called `agent`) and admins; another agent is refused. */
export const OWNER_AGENT_OR_ADMIN: Outcomes = { ...APPROVED_AGENT, otherAgent: 403, admin: 'ok' };
/** The approved agent who owns the project; to anyone else's eyes another agent's project does not exist. */
export const OWNER_AGENT: Outcomes = { ...APPROVED_AGENT, otherAgent: 404 };
/** The project's agent and admins act on a visit; to another agent it does not exist. */
export const VISIT_AGENT_OR_ADMIN: Outcomes = { ...APPROVED_AGENT, otherAgent: 404, admin: 'ok' };
export const ADMIN_ONLY: Outcomes = { anonymous: 401, user: 403, pendingAgent: 403, agent: 403, otherAgent: 403, admin: 'ok' };

/** The site outside /api (shell, remotes, /remotes.json): public, declared in bulk. */
export function siteExpectation(routePath: string): Expectation | undefined {
  if (routePath.startsWith('/api/') || routePath === '/remotes/admin/{path*}') return undefined;
  return { outcomes: PUBLIC, request: () => ({ url: routePath.replace('/remotes/{remote}/', '/remotes/catalog/').replace(/\{[^}]+\}/g, 'mf-manifest.json') }) };
}

export function satisfies(response: ServerInjectResponse, outcome: Outcome): boolean {
  if (response.statusCode >= 500) return false;
  if (outcome === 'open') return response.statusCode !== 401 && response.statusCode !== 403;
  if (outcome === 'ok') return response.statusCode < 400;
  return response.statusCode === outcome;
}

/** A stand-in build of the shell and every remote, so the site routes answer as they do in production. */
function fakeDist(root: string): Record<'shell' | 'catalog' | 'tools' | 'accounts' | 'admin', string> {
  const folders = { shell: '', catalog: '', tools: '', accounts: '', admin: '' };
  for (const name of Object.keys(folders) as Array<keyof typeof folders>) {
    folders[name] = path.join(root, name);
    fs.mkdirSync(folders[name], { recursive: true });
    fs.writeFileSync(path.join(folders[name], 'index.html'), '<!doctype html><title>Plotwise</title><div id="root"></div>');
    fs.writeFileSync(path.join(folders[name], 'mf-manifest.json'), JSON.stringify({ id: name }));
  }
  return folders;
}

async function startMatrix(distRoot: string): Promise<Context> {
  const sms = new RecordingSmsSender();
  const app = await startTestApp({
    smsSender: sms,
    configure: (config) => ({
      ...config,
      dist: fakeDist(distRoot),
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
  const context: Context = {
    app,
    sms,
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
  return context;
}

/** Starts the matrix app for the test file; read the context inside tests. */
export function useMatrixApp(): () => Context {
  const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-matrix-dist-'));
  let context: Context | undefined;
  beforeAll(async () => {
    context = await startMatrix(distRoot);
  }, 60_000);
  afterAll(async () => {
    await context?.app.stop();
    fs.rmSync(distRoot, { recursive: true, force: true });
  });
  return () => context!;
}

/** A session for the role as it stands now (logout and password changes move the token version on). */
export async function cookieFor(context: Context, role: Role): Promise<Record<string, string>> {
  if (role === 'anonymous') return {};
  const account = await User.query().findById(context.accounts[role].id);
  return { cookie: sessionCookieFor(account!, context.app.config.jwtSecret) };
}
