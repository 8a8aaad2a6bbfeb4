import { User } from '../../../db/models';
import { insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { loginAsAdmin, startTestApp, type TestApp } from '../../../../test/support/test-app';

let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await loginAsAdmin(app);
});
afterAll(async () => {
  await app.stop();
});

const cookieOf = (user: User) => sessionCookieFor(user, app.config.jwtSecret);

describe('GET /api/admin/agents', () => {
  it('lists agents only, awaiting approval first, without secrets', async () => {
    const approved = await insertUser({ role: 'agent', isApproved: true });
    const pending = await insertUser({ role: 'agent', isApproved: false });
    await insertUser({ role: 'user' });

    const response = await app.inject({ url: '/api/admin/agents', headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(200);
    const agents = response.result as Array<Record<string, unknown>>;
    expect(agents.every((agent) => agent.role === 'agent')).toBe(true);
    const ids = agents.map((agent) => agent.id);
    expect(ids.indexOf(pending.id)).toBeLessThan(ids.indexOf(approved.id));
    expect(Object.keys(agents[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'isActive', 'isApproved', 'name', 'phone', 'role']);
  });

  it('answers 401 to a visitor and 403 to a user or an agent', async () => {
    expect((await app.inject('/api/admin/agents')).statusCode).toBe(401);
    for (const role of ['user', 'agent'] as const) {
      const account = await insertUser({ role, isApproved: true });
      expect((await app.inject({ url: '/api/admin/agents', headers: { cookie: cookieOf(account) } })).statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/admin/agents/{id}/approve', () => {
  it("approves an agent with 'Agent approved successfully'; their open session gains the agent APIs", async () => {
    const agent = await insertUser({ role: 'agent', isApproved: false });
    const agentCookie = cookieOf(agent);
    expect((await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie: agentCookie } })).statusCode).toBe(403);

    const response = await app.inject({ method: 'PATCH', url: `/api/admin/agents/${agent.id}/approve`, headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({ message: 'Agent approved successfully', agent: { id: agent.id, isApproved: true } });
    expect((await User.query().findById(agent.id))?.isApproved).toBe(true);

    expect((await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie: agentCookie } })).statusCode).toBe(200);
  });

  it('answers 404 for a user who is not an agent and for an unknown id, 400 for a malformed id', async () => {
    const user = await insertUser({ role: 'user' });
    for (const id of [user.id, 999_999]) {
      const response = await app.inject({ method: 'PATCH', url: `/api/admin/agents/${id}/approve`, headers: { cookie: adminCookie } });
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.payload).message).toBe('Agent not found');
    }
    expect((await app.inject({ method: 'PATCH', url: '/api/admin/agents/abc/approve', headers: { cookie: adminCookie } })).statusCode).toBe(400);
  });

  it('refuses anyone but an admin, including the agent approving themself', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: false });
    const url = `/api/admin/agents/${agent.id}/approve`;
    expect((await app.inject({ method: 'PATCH', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PATCH', url, headers: { cookie: cookieOf(agent) } })).statusCode).toBe(403);
    expect((await User.query().findById(agent.id))?.isApproved).toBe(false);
  });

  it('refuses a cross-site approval with 403', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: false });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/agents/${agent.id}/approve`,
      headers: { cookie: adminCookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await User.query().findById(agent.id))?.isApproved).toBe(false);
  });
});
