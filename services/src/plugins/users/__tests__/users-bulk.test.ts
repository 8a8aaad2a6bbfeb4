import { User } from '../../../db/models';
import { insertUser } from '../../../../test/support/fixtures';
import { firstNamesListed, messageOf, statusAndMessage, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

interface BulkAnswer {
  results: Array<{ id: number; outcome: string; message?: string }>;
  done: number;
}
const bulk = async (payload: unknown) => {
  const response = await app.asAdmin('POST', '/api/admin/users/bulk', payload);
  expect(response.statusCode).toBe(200);
  return response.result as BulkAnswer;
};

describe('POST /api/admin/users/bulk', () => {
  it('suspends several accounts at once, signing each out, and reports the admin themself and the already suspended as not allowed', async () => {
    const [first, second, suspended] = [await insertUser(), await insertUser({ role: 'agent', isApproved: true }), await insertUser({ isActive: false })];
    const firstSession = app.cookieOf(first);
    expect((await app.inject({ url: '/api/wishlist', headers: { cookie: firstSession } })).statusCode).toBe(200);

    const answer = await bulk({ action: 'suspend', ids: [first.id, second.id, suspended.id, app.adminId, 2_000_000_000] });
    expect(answer.results).toEqual([
      { id: first.id, outcome: 'done' },
      { id: second.id, outcome: 'done' },
      { id: suspended.id, outcome: 'not_allowed', message: 'Already suspended' },
      { id: app.adminId, outcome: 'not_allowed', message: 'You cannot suspend your own account' },
      { id: 2_000_000_000, outcome: 'not_found', message: 'User not found' },
    ]);
    expect(answer.done).toBe(2);
    expect((await User.query().findByIds([first.id, second.id])).map((user) => user.isActive)).toEqual([false, false]);
    expect((await User.query().findById(app.adminId))?.isActive).toBe(true);
    // A suspension ends the person's session at once, as a single one does.
    expect((await app.inject({ url: '/api/wishlist', headers: { cookie: firstSession } })).statusCode).toBe(401);

    const activated = await bulk({ action: 'activate', ids: [first.id, second.id] });
    expect(activated.done).toBe(2);
    expect((await User.query().findByIds([first.id, second.id])).map((user) => user.isActive)).toEqual([true, true]);
  });

  it('approves agents awaiting approval and refuses users and approved agents', async () => {
    const [waiting, user, approved] = [await insertUser({ role: 'agent', isApproved: false }), await insertUser(), await insertUser({ role: 'agent', isApproved: true })];
    const answer = await bulk({ action: 'approve', ids: [waiting.id, user.id, approved.id] });
    expect(answer.results).toEqual([
      { id: waiting.id, outcome: 'done' },
      { id: user.id, outcome: 'not_allowed', message: 'Not an agent' },
      { id: approved.id, outcome: 'not_allowed', message: 'Already approved' },
    ]);
    expect((await User.query().findById(waiting.id))?.isApproved).toBe(true);
  });

  it('refuses bad requests whole with a readable 400', async () => {
    const user = await insertUser();
    for (const [payload, message] of [
      [{ action: 'delete', ids: [user.id] }, 'action must be one of: approve, suspend, activate'],
      [{ action: 'suspend', ids: [] }, 'Choose at least one user'],
      [{ action: 'suspend', ids: Array.from({ length: 101 }, (_, index) => index + 1) }, 'At most 100 users at once'],
      [{ action: 'suspend', ids: ['1'] }, 'each user id must be a positive whole number'],
    ] as const) {
      const response = await app.asAdmin('POST', '/api/admin/users/bulk', payload);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
    expect((await User.query().findById(user.id))?.isActive).toBe(true);
  });
});

describe('GET /api/admin/users sorting', () => {
  it('sorts by name, email or role on the server and refuses other columns with 400', async () => {
    const tag = `sortusers${Date.now()}`;
    for (const name of ['Chitra', 'Arjun', 'Bhavna']) await insertUser({ name: `${name} ${tag}`, email: `${name.toLowerCase()}.${tag}@example.com` });
    const names = firstNamesListed(app, '/api/admin/users', tag);
    expect(await names('sortBy=name&sortOrder=asc')).toEqual(['Arjun', 'Bhavna', 'Chitra']);
    expect(await names('sortBy=email&sortOrder=desc')).toEqual(['Chitra', 'Bhavna', 'Arjun']);
    expect(await names('sortBy=name&sortOrder=asc&pageSize=1&page=2')).toEqual(['Bhavna']);

    const refused = await app.asAdmin('GET', '/api/admin/users?sortBy=passwordHash');
    expect(statusAndMessage(refused)).toEqual({ status: 400, message: 'sortBy must be one of: createdAt, name, email, role' });
  });
});
