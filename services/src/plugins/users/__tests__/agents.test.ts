import { User } from '../../../db/models';
import { insertUser } from '../../../../test/support/fixtures';
import { expectAdminOnly, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

describe('GET /api/admin/agents', () => {
  const listAgents = async (query = '') => {
    const response = await app.inject({ url: `/api/admin/agents${query}`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(200);
    return response.result as { items: Array<Record<string, unknown>>; total: number; page: number; pageSize: number; counts: Record<string, number> };
  };

  it('lists agents only, awaiting approval first, without secrets, with the counters', async () => {
    const approved = await insertUser({ role: 'agent', isApproved: true });
    const pending = await insertUser({ role: 'agent', isApproved: false });
    await insertUser({ role: 'user' });

    const page = await listAgents('?pageSize=100');
    const agents = page.items;
    expect(agents.every((agent) => agent.role === 'agent')).toBe(true);
    const ids = agents.map((agent) => agent.id);
    expect(ids.indexOf(pending.id)).toBeLessThan(ids.indexOf(approved.id));
    expect(Object.keys(agents[0]!).sort()).toEqual(['agencyName', 'createdAt', 'email', 'id', 'isActive', 'isApproved', 'name', 'phone', 'reraAgentNumber', 'role']);
    const all = await User.query().where('role', 'agent');
    expect(page.counts).toEqual({
      pending: all.filter((agent) => !agent.isApproved && agent.isActive).length,
      approved: all.filter((agent) => agent.isApproved).length,
      total: all.length,
    });
    expect(page.total).toBe(all.length);
  });

  it('filters pending and approved agents and searches name, email and phone (digits alone too)', async () => {
    const meera = await insertUser({ role: 'agent', isApproved: false, name: 'Meera Kulkarni', phone: '+91 99887 76655' });
    const rohan = await insertUser({ role: 'agent', isApproved: true, name: 'Rohan Kulkarni', email: 'rohan.k@example.com' });
    const rejected = await insertUser({ role: 'agent', isApproved: false, isActive: false, name: 'Rejected Kulkarni' });

    const ids = async (query: string) => (await listAgents(query)).items.map((agent) => agent.id);
    expect(await ids('?search=kulkarni&status=pending')).toEqual([meera.id]);
    expect(await ids('?search=kulkarni&status=approved')).toEqual([rohan.id]);
    expect((await ids('?search=KULKARNI')).sort()).toEqual([meera.id, rohan.id, rejected.id].sort());
    expect(await ids('?search=rohan.k@')).toEqual([rohan.id]);
    expect(await ids('?search=9988776655')).toEqual([meera.id]);
    expect(await ids('?search=%25')).toEqual([]);
  });

  it('pages the list', async () => {
    const first = await listAgents('?pageSize=1&page=1');
    const second = await listAgents('?pageSize=1&page=2');
    expect(first.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect(first).toMatchObject({ page: 1, pageSize: 1 });
  });

  it.each([
    ['?status=rejected', 'status must be one of: all, pending, approved'],
    ['?page=0', 'page must be a positive whole number'],
    ['?search=a&search=b', 'search may be given only once'],
    ['?sort=name', 'Unknown field: sort'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await app.inject({ url: `/api/admin/agents${query}`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.payload).message).toBe(message);
  });

  it('answers 401 to a visitor and 403 to a user or an agent', async () => {
    await expectAdminOnly(app, [['GET', '/api/admin/agents']]);
  });
});

describe('PATCH /api/admin/agents/{id}/approve', () => {
  it("approves an agent with 'Agent approved successfully'; their open session gains the agent APIs", async () => {
    const agent = await insertUser({ role: 'agent', isApproved: false });
    const agentCookie = app.cookieOf(agent);
    expect((await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie: agentCookie } })).statusCode).toBe(403);

    const response = await app.inject({ method: 'PATCH', url: `/api/admin/agents/${agent.id}/approve`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({ message: 'Agent approved successfully', agent: { id: agent.id, isApproved: true } });
    expect((await User.query().findById(agent.id))?.isApproved).toBe(true);

    expect((await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie: agentCookie } })).statusCode).toBe(200);
  });

  it('answers 404 for a user who is not an agent and for an unknown id, 400 for a malformed id', async () => {
    const user = await insertUser({ role: 'user' });
    for (const id of [user.id, 999_999]) {
      const response = await app.inject({ method: 'PATCH', url: `/api/admin/agents/${id}/approve`, headers: { cookie: app.adminCookie } });
      expect(response.statusCode).toBe(404);
      expect(JSON.parse(response.payload).message).toBe('Agent not found');
    }
    expect((await app.inject({ method: 'PATCH', url: '/api/admin/agents/abc/approve', headers: { cookie: app.adminCookie } })).statusCode).toBe(400);
  });

  it('refuses anyone but an admin, including the agent approving themself', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: false });
    const url = `/api/admin/agents/${agent.id}/approve`;
    expect((await app.inject({ method: 'PATCH', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PATCH', url, headers: { cookie: app.cookieOf(agent) } })).statusCode).toBe(403);
    expect((await User.query().findById(agent.id))?.isApproved).toBe(false);
  });

  it('refuses a cross-site approval with 403', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: false });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/agents/${agent.id}/approve`,
      headers: { cookie: app.adminCookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await User.query().findById(agent.id))?.isApproved).toBe(false);
  });
});
