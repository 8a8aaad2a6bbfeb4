/**
 * Object ownership and mass assignment, on the authorization matrix's accounts:
 * an agent never reaches another agent's objects, and no request body sets an
 * owner, a role, an approval or a flag that only the server may set.
 */
import type { ServerInjectResponse } from '@hapi/hapi';
import { Project, User } from '../db/models';
import { insertProject, insertUser, sessionCookieFor } from '../../test/support/fixtures';
import { cookieFor, useMatrixApp, type Role } from '../../test/support/authorization-matrix/matrix';
import type { TestApp } from '../../test/support/test-app';
import { agentSubmission } from '../../test/support/authorization-matrix/requests';

const context = useMatrixApp();
const inject: TestApp['inject'] = (options) => context().app.inject(options);
const signedIn = (role: Role) => cookieFor(context(), role);

describe('object ownership', () => {
  it("keeps an agent out of another agent's projects, and admins in", async () => {
    const { agent, otherAgent } = context().accounts;
    const asOther = await inject({ url: `/api/projects/agent/${agent.id}`, headers: await signedIn('otherAgent') });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.payload).not.toContain('Owner Agent Pending Project');

    const own = await inject({ url: `/api/projects/agent/${otherAgent.id}`, headers: await signedIn('otherAgent') });
    expect(own.statusCode).toBe(200);
    expect(own.payload).not.toContain('Owner Agent Pending Project');

    const asAdmin = await inject({ url: `/api/projects/agent/${agent.id}`, headers: await signedIn('admin') });
    expect(asAdmin.payload).toContain('Owner Agent Pending Project');
  });

  it("lets no agent edit or withdraw another agent's project", async () => {
    const { agent } = context().accounts;
    const project = await insertProject({ title: 'Owner Agent Live Project', approvalStatus: 'approved', createdBy: agent.id });
    const headers = await signedIn('otherAgent');
    const edit = await inject({ method: 'PUT', url: `/api/agent/projects/${project.id}`, payload: agentSubmission('Taken Over'), headers });
    expect(edit.statusCode).toBe(404);
    const withdraw = await inject({ method: 'POST', url: `/api/agent/projects/${project.id}/withdraw`, headers });
    expect(withdraw.statusCode).toBe(404);
    const after = await Project.query().findById(project.id);
    expect(after).toMatchObject({ title: 'Owner Agent Live Project', approvalStatus: 'approved', pendingChanges: null });
  });

  it("shows an agent the figures of their own projects only", async () => {
    const { agent } = context().accounts;
    await insertProject({ title: 'Owner Agent Figures Project', approvalStatus: 'approved', createdBy: agent.id });
    const asOther = await inject({ url: '/api/agent/figures', headers: await signedIn('otherAgent') });
    expect(asOther.statusCode).toBe(200);
    expect(asOther.payload).not.toContain('Owner Agent Figures Project');
    const own = await inject({ url: '/api/agent/figures', headers: await signedIn('agent') });
    expect(own.payload).toContain('Owner Agent Figures Project');
  });

  it("shows each person only their own wishlist", async () => {
    await inject({ method: 'POST', url: '/api/wishlist', payload: { projectId: context().publicProjectId }, headers: await signedIn('user') });
    const other = await inject({ url: '/api/wishlist', headers: await signedIn('otherAgent') });
    expect((JSON.parse(other.payload) as { projectIds: number[] }).projectIds).not.toContain(context().publicProjectId);
    const own = await inject({ url: '/api/wishlist', headers: await signedIn('user') });
    expect((JSON.parse(own.payload) as { projectIds: number[] }).projectIds).toContain(context().publicProjectId);
  });
});

describe('mass assignment', () => {
  const message = (response: ServerInjectResponse) => (JSON.parse(response.payload) as { message: string }).message;

  it('refuses a registration that chooses admin or approval', async () => {
    const base = { name: 'Sneaky', phone: '9876543210', password: 'plot-secret-1', agencyName: 'Sneaky Realty', reraAgentNumber: 'A51800012345' };
    const asAdmin = await inject({ method: 'POST', url: '/api/auth/register', payload: { ...base, email: 'sneaky1@example.com', role: 'admin' } });
    expect(asAdmin.statusCode).toBe(400);
    const approved = await inject({ method: 'POST', url: '/api/auth/register', payload: { ...base, email: 'sneaky2@example.com', role: 'agent', isApproved: true } });
    expect(approved.statusCode).toBe(400);
    expect(message(approved)).toBe('Unknown field: isApproved');
    expect(await User.query().whereIn('email', ['sneaky1@example.com', 'sneaky2@example.com']).resultSize()).toBe(0);
  });

  it('refuses owner, approval and flags in a project submission, and sets the owner from the session', async () => {
    const headers = await signedIn('otherAgent');
    for (const extra of [{ createdBy: context().accounts.agent.id }, { approvalStatus: 'approved' }, { featured: true }, { verified: true }, { id: 1 }]) {
      const response = await inject({ method: 'POST', url: '/api/projects', payload: { ...agentSubmission('Sneaky Project'), ...extra }, headers });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toMatch(/^Unknown field: /);
    }
    expect(await Project.query().where({ title: 'Sneaky Project' }).resultSize()).toBe(0);

    const honest = await inject({ method: 'POST', url: '/api/projects', payload: agentSubmission('Honest Project'), headers });
    expect((JSON.parse(honest.payload) as { project: { createdBy: number; approvalStatus: string } }).project).toMatchObject({
      createdBy: context().accounts.otherAgent.id,
      approvalStatus: 'pending',
    });
  });

  it('refuses role, approval and email changes through the settings', async () => {
    const headers = await signedIn('pendingAgent');
    for (const extra of [{ role: 'admin' }, { isApproved: true }, { isActive: true }, { email: 'new@example.com' }]) {
      const response = await inject({ method: 'PATCH', url: '/api/account', payload: { name: 'Still Pending', ...extra }, headers });
      expect(response.statusCode).toBe(400);
    }
    expect(await User.query().findById(context().accounts.pendingAgent.id)).toMatchObject({ role: 'agent', isApproved: false });
  });

  it('refuses saving to another person’s wishlist', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { projectId: context().publicProjectId, userId: context().accounts.agent.id },
      headers: await signedIn('user'),
    });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Unknown field: userId');
  });

  it("trusts the database, not the token's role claim", async () => {
    const user = await User.query().findById(context().accounts.user.id);
    const claimsAdmin = sessionCookieFor({ ...user!, role: 'admin' } as User, context().app.config.jwtSecret);
    expect((await inject({ url: '/api/admin/agents', headers: { cookie: claimsAdmin } })).statusCode).toBe(403);
  });

  it('keeps an agent whose approval was withdrawn out of agent APIs at once', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const cookie = sessionCookieFor(agent, context().app.config.jwtSecret);
    expect((await inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie } })).statusCode).toBe(200);
    await User.query().findById(agent.id).patch({ isApproved: false });
    expect((await inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie } })).statusCode).toBe(403);
  });
});
