import { User } from '../../../db/models';
import { insertUser } from '../../../../test/support/fixtures';
import { expectAdminOnly, messageOf, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

/** A person who can sign in with 'secret-password', with an open session. */
async function signedInPerson(overrides: Partial<User> = {}) {
  const person = await insertUser(overrides);
  return { person, cookie: app.cookieOf(person) };
}

const login = (email: string | null) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret-password' } });
const toggle = (id: number | string, payload: unknown, cookie = app.adminCookie) =>
  app.inject({ method: 'PATCH', url: `/api/admin/users/${id}/toggle-status`, payload: payload as object, headers: { cookie } });

describe('GET /api/admin/users', () => {
  const list = async (query = '') => {
    const response = await app.inject({ url: `/api/admin/users${query}`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(200);
    return response.result as { items: Array<Record<string, unknown>>; total: number; page: number; pageSize: number };
  };

  it('lists every account newest first, paged, with role and status fields and no secrets', async () => {
    const older = await insertUser({ name: 'Older Person' });
    const newer = await insertUser({ role: 'agent', isApproved: false, name: 'Newer Agent' });
    const page = await list('?pageSize=100');
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.items.some((item) => item.role === 'admin')).toBe(true);
    expect(Object.keys(page.items[0]!).sort()).toEqual(['agencyName', 'createdAt', 'email', 'id', 'isActive', 'isApproved', 'name', 'phone', 'reraAgentNumber', 'role']);
    expect(page.total).toBe(await User.query().resultSize());
    expect(page).toMatchObject({ page: 1, pageSize: 100 });
    expect((await list()).pageSize).toBe(20);
  });

  it('searches name, email and phone, and filters by role and by Pending / Active / Suspended', async () => {
    const tag = `zeta${Date.now()}`;
    const active = await insertUser({ name: `Active ${tag}` });
    const pending = await insertUser({ role: 'agent', isApproved: false, email: `${tag}@example.com` });
    const suspended = await insertUser({ isActive: false, name: `Suspended ${tag}` });
    const ids = async (query: string) => (await list(query)).items.map((item) => item.id).sort();

    expect(await ids(`?search=${tag}`)).toEqual([active.id, pending.id, suspended.id].sort());
    expect(await ids(`?search=${tag}&status=active`)).toEqual([active.id]);
    expect(await ids(`?search=${tag}&status=pending`)).toEqual([pending.id]);
    expect(await ids(`?search=${tag}&status=suspended`)).toEqual([suspended.id]);
    expect(await ids(`?search=${tag}&role=agent`)).toEqual([pending.id]);
    expect(await ids(`?search=${tag}&role=all&status=all`)).toEqual([active.id, pending.id, suspended.id].sort());
    expect(await ids('?search=_')).toEqual([]);
  });

  it.each([
    ['?role=owner', 'role must be one of: all, user, agent, admin'],
    ['?status=banned', 'status must be one of: all, pending, active, suspended'],
    ['?page=-1', 'page must be a positive whole number'],
    ['?pageSize=abc', 'pageSize must be a positive whole number'],
    [`?search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    ['?adminId=1', 'Unknown field: adminId'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await app.inject({ url: `/api/admin/users${query}`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('refuses visitors (401), users and agents (403)', async () => {
    await expectAdminOnly(app, [['GET', '/api/admin/users']]);
  });
});

describe('PATCH /api/admin/users/{id}/toggle-status', () => {
  it("suspends with 'User status updated successfully' and signs the person out at once; activating lets them back in", async () => {
    const { person, cookie } = await signedInPerson();
    expect((await app.inject({ url: '/api/wishlist', headers: { cookie } })).statusCode).toBe(200);

    const suspended = await toggle(person.id, { isActive: false });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.result).toMatchObject({ message: 'User status updated successfully', user: { id: person.id, isActive: false } });

    // The session they still hold stops working with the very next request.
    expect((await app.inject({ url: '/api/wishlist', headers: { cookie } })).statusCode).toBe(401);
    expect(((await app.inject({ url: '/api/auth/me', headers: { cookie } })).result as { user: unknown }).user).toBeNull();
    const refused = await login(person.email);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Your account has been suspended');

    const activated = await toggle(person.id, { isActive: true });
    expect(activated.result).toMatchObject({ user: { isActive: true } });
    expect((await login(person.email)).statusCode).toBe(200);
    // The old session stays ended: activation does not revive it.
    expect((await app.inject({ url: '/api/wishlist', headers: { cookie } })).statusCode).toBe(401);
  });

  it('changes nothing when the account already has that status', async () => {
    const person = await insertUser();
    await toggle(person.id, { isActive: true });
    expect((await User.query().findById(person.id))?.tokenVersion).toBe(person.tokenVersion);
  });

  it("refuses to suspend the admin's own account (403) but lets the admin suspend others", async () => {
    const admin = (await User.query().where('role', 'admin').first())!;
    const response = await toggle(admin.id, { isActive: false });
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe('You cannot suspend your own account');
    expect((await User.query().findById(admin.id))?.isActive).toBe(true);
    expect((await app.inject({ url: '/api/admin/users', headers: { cookie: app.adminCookie } })).statusCode).toBe(200);
  });

  it.each([
    [{}, 'isActive: is required'],
    [{ isActive: 'false' }, 'isActive must be true or false'],
    [{ isActive: false, isApproved: true }, 'Unknown field: isApproved'],
    [{ isActive: false, role: 'admin' }, 'Unknown field: role'],
  ])('answers 400 to %j and changes nothing', async (payload, message) => {
    const person = await insertUser();
    const response = await toggle(person.id, payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await User.query().findById(person.id)).toMatchObject({ isActive: true, role: 'user' });
  });

  it("answers 404 'User not found' for an unknown id and 400 for a malformed one", async () => {
    const missing = await toggle(999_999, { isActive: false });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('User not found');
    expect((await toggle('abc', { isActive: false })).statusCode).toBe(400);
  });

  it('refuses visitors, users and agents, including someone re-activating themself', async () => {
    const { person, cookie } = await signedInPerson();
    expect((await app.inject({ method: 'PATCH', url: `/api/admin/users/${person.id}/toggle-status`, payload: { isActive: false } })).statusCode).toBe(401);
    expect((await toggle(person.id, { isActive: false }, cookie)).statusCode).toBe(403);
    const agent = await insertUser({ role: 'agent' });
    expect((await toggle(person.id, { isActive: false }, app.cookieOf(agent))).statusCode).toBe(403);
    expect((await User.query().findById(person.id))?.isActive).toBe(true);
  });
});

describe('PATCH /api/admin/agents/{id}/suspend', () => {
  it("suspends an approved agent with 'Agent suspended successfully', ending their session at once", async () => {
    const { person: agent, cookie } = await signedInPerson({ role: 'agent', isApproved: true });
    expect((await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie } })).statusCode).toBe(200);
    const response = await app.inject({ method: 'PATCH', url: `/api/admin/agents/${agent.id}/suspend`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({ message: 'Agent suspended successfully', agent: { id: agent.id, isActive: false, isApproved: true } });
    expect((await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie } })).statusCode).toBe(401);
    expect((await login(agent.email)).statusCode).toBe(403);
  });

  it('answers 404 for a user who is not an agent, 400 for a body, 403 for a non-admin', async () => {
    const user = await insertUser();
    const notAgent = await app.inject({ method: 'PATCH', url: `/api/admin/agents/${user.id}/suspend`, headers: { cookie: app.adminCookie } });
    expect(notAgent.statusCode).toBe(404);
    expect(messageOf(notAgent)).toBe('Agent not found');
    const agent = await insertUser({ role: 'agent' });
    const withBody = await app.inject({ method: 'PATCH', url: `/api/admin/agents/${agent.id}/suspend`, payload: { reason: 'x' }, headers: { cookie: app.adminCookie } });
    expect(withBody.statusCode).toBe(400);
    expect((await app.inject({ method: 'PATCH', url: `/api/admin/agents/${agent.id}/suspend`, headers: { cookie: app.cookieOf(user) } })).statusCode).toBe(403);
    expect((await User.query().findById(agent.id))?.isActive).toBe(true);
  });
});

describe('PATCH /api/admin/agents/{id}/reject', () => {
  it('keeps a rejected registration unapproved and inactive, out of the queue and unable to sign in; approving later restores it', async () => {
    const { person: agent, cookie } = await signedInPerson({ role: 'agent', isApproved: false });
    const response = await app.inject({ method: 'PATCH', url: `/api/admin/agents/${agent.id}/reject`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({ message: 'Agent registration rejected', agent: { isApproved: false, isActive: false } });
    expect((await app.inject({ url: '/api/account', method: 'PATCH', payload: { name: 'Still here' }, headers: { cookie } })).statusCode).toBe(401);
    expect((await login(agent.email)).statusCode).toBe(403);
    const queue = await app.inject({ url: '/api/admin/approvals?type=agent&pageSize=100', headers: { cookie: app.adminCookie } });
    expect((queue.result as { items: Array<{ id: number }> }).items.map((item) => item.id)).not.toContain(agent.id);

    await app.inject({ method: 'PATCH', url: `/api/admin/agents/${agent.id}/approve`, headers: { cookie: app.adminCookie } });
    expect(await User.query().findById(agent.id)).toMatchObject({ isApproved: true, isActive: true });
    expect((await login(agent.email)).statusCode).toBe(200);
  });

  it("answers 409 for an approved agent (suspend them instead) and 404 for a user", async () => {
    const approved = await insertUser({ role: 'agent', isApproved: true });
    const response = await app.inject({ method: 'PATCH', url: `/api/admin/agents/${approved.id}/reject`, headers: { cookie: app.adminCookie } });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('Only an agent awaiting approval can be rejected');
    expect((await User.query().findById(approved.id))?.isActive).toBe(true);
    const user = await insertUser();
    expect((await app.inject({ method: 'PATCH', url: `/api/admin/agents/${user.id}/reject`, headers: { cookie: app.adminCookie } })).statusCode).toBe(404);
  });

  it('refuses the pending agent rejecting (or anyone but an admin)', async () => {
    const { person: agent, cookie } = await signedInPerson({ role: 'agent', isApproved: false });
    expect((await app.inject({ method: 'PATCH', url: `/api/admin/agents/${agent.id}/reject`, headers: { cookie } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url: `/api/admin/agents/${agent.id}/reject` })).statusCode).toBe(401);
  });
});
