import { Project, User, WishlistItem } from '../../../db/models';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { loginAsAdmin, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp();

const message = (response: { payload: string }) => (JSON.parse(response.payload) as { message: string }).message;

function save(cookie: string | undefined, payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/wishlist', payload: payload as object, headers: cookie ? { cookie } : {} });
}
function list(cookie: string) {
  return app.inject({ url: '/api/wishlist', headers: { cookie } });
}
function remove(cookie: string | undefined, projectId: number | string) {
  return app.inject({ method: 'DELETE', url: `/api/wishlist/${projectId}`, headers: cookie ? { cookie } : {} });
}
type WishlistBody = { items: Array<{ id: number; title: string; approvalStatus: string }>; projectIds: number[] };
const body = (response: { payload: string }) => JSON.parse(response.payload) as WishlistBody;

describe('wishlist', () => {
  it('answers 401 to a visitor on every call', async () => {
    const project = await insertProject();
    expect((await app.inject('/api/wishlist')).statusCode).toBe(401);
    expect((await save(undefined, { projectId: project.id })).statusCode).toBe(401);
    expect((await remove(undefined, project.id)).statusCode).toBe(401);
  });

  it('saves public projects and lists them newest saved first, with their ids', async () => {
    const user = await insertUser();
    const cookie = app.cookieOf(user);
    const first = await insertProject({ title: 'Green Acres' });
    const second = await insertProject({ title: 'River View' });

    const saved = await save(cookie, { projectId: first.id });
    expect(saved.statusCode).toBe(201);
    expect(JSON.parse(saved.payload)).toEqual({ projectId: first.id });
    await save(cookie, { projectId: second.id });

    const response = await list(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const wishlist = body(response);
    expect(wishlist.projectIds).toEqual([second.id, first.id]);
    expect(wishlist.items.map((item) => item.title)).toEqual(['River View', 'Green Acres']);
    expect(wishlist.items[0]).toMatchObject({ id: second.id, approvalStatus: 'approved' });
  });

  it('treats saving twice as success and keeps one row', async () => {
    const user = await insertUser();
    const project = await insertProject();
    expect((await save(app.cookieOf(user), { projectId: project.id })).statusCode).toBe(201);
    expect((await save(app.cookieOf(user), { projectId: project.id })).statusCode).toBe(201);
    expect(await WishlistItem.query().where({ userId: user.id }).resultSize()).toBe(1);
    expect(body(await list(app.cookieOf(user))).projectIds).toEqual([project.id]);
  });

  it("answers 404 'Project Not Found' for a pending, rejected or missing project", async () => {
    const user = await insertUser();
    const pending = await insertProject({ approvalStatus: 'pending' });
    const rejected = await insertProject({ approvalStatus: 'rejected' });
    for (const projectId of [pending.id, rejected.id, 2_000_000]) {
      const response = await save(app.cookieOf(user), { projectId });
      expect(response.statusCode).toBe(404);
      expect(message(response)).toBe('Project Not Found');
    }
    expect(await WishlistItem.query().where({ userId: user.id }).resultSize()).toBe(0);
  });

  it('refuses malformed payloads with a readable 400', async () => {
    const user = await insertUser();
    const project = await insertProject();
    const cases: Array<[unknown, RegExp]> = [
      [{}, /projectId/],
      [{ projectId: String(project.id) }, /projectId/],
      [{ projectId: -3 }, /projectId/],
      [{ projectId: 1.5 }, /projectId/],
      [{ projectId: project.id, userId: 1 }, /Unknown field: userId/],
      [[project.id], /.+/],
    ];
    for (const [payload, expected] of cases) {
      const response = await save(app.cookieOf(user), payload);
      expect(response.statusCode).toBe(400);
      expect(message(response)).toMatch(expected);
    }
    const query = await app.inject({ url: '/api/wishlist?userId=1', headers: { cookie: app.cookieOf(user) } });
    expect(query.statusCode).toBe(400);
  });

  it('removes a saved project with 204, also when it was not saved; 400 for a malformed id', async () => {
    const user = await insertUser();
    const project = await insertProject();
    await save(app.cookieOf(user), { projectId: project.id });

    expect((await remove(app.cookieOf(user), project.id)).statusCode).toBe(204);
    expect(body(await list(app.cookieOf(user))).projectIds).toEqual([]);
    expect((await remove(app.cookieOf(user), project.id)).statusCode).toBe(204);
    expect((await remove(app.cookieOf(user), 'abc')).statusCode).toBe(400);
  });

  it("keeps each person's list their own", async () => {
    const asha = await insertUser();
    const ravi = await insertUser();
    const project = await insertProject();
    await save(app.cookieOf(asha), { projectId: project.id });

    expect(body(await list(app.cookieOf(ravi))).projectIds).toEqual([]);
    // Ravi removing the same project id touches only his own (empty) list.
    expect((await remove(app.cookieOf(ravi), project.id)).statusCode).toBe(204);
    expect(body(await list(app.cookieOf(asha))).projectIds).toEqual([project.id]);
  });

  it('hides a saved project that is no longer public, and shows it again once approved', async () => {
    const user = await insertUser();
    const project = await insertProject();
    await save(app.cookieOf(user), { projectId: project.id });

    await Project.query().findById(project.id).patch({ approvalStatus: 'rejected' });
    expect(body(await list(app.cookieOf(user))).projectIds).toEqual([]);
    await Project.query().findById(project.id).patch({ approvalStatus: 'approved' });
    expect(body(await list(app.cookieOf(user))).projectIds).toEqual([project.id]);
  });

  it('loses the row when the project or the person is deleted', async () => {
    const user = await insertUser();
    const project = await insertProject();
    const other = await insertProject();
    await save(app.cookieOf(user), { projectId: project.id });
    await save(app.cookieOf(user), { projectId: other.id });

    await Project.query().deleteById(project.id);
    expect(await WishlistItem.query().where({ projectId: project.id }).resultSize()).toBe(0);
    await User.query().deleteById(user.id);
    expect(await WishlistItem.query().where({ userId: user.id }).resultSize()).toBe(0);
  });

  it('is open to every signed-in account: an agent awaiting approval and an admin too', async () => {
    const project = await insertProject();
    const agent = await insertUser({ role: 'agent', isApproved: false });
    expect((await save(app.cookieOf(agent), { projectId: project.id })).statusCode).toBe(201);
    const admin = await loginAsAdmin(app);
    expect((await list(admin)).statusCode).toBe(200);
  });

  it('refuses a cross-site save with 403', async () => {
    const user = await insertUser();
    const project = await insertProject();
    const response = await app.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { projectId: project.id },
      headers: { cookie: app.cookieOf(user), origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(await WishlistItem.query().where({ userId: user.id }).resultSize()).toBe(0);
  });
});
