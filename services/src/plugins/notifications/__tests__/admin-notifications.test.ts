import { Notification } from '../../../db/models';
import { insertUser } from '../../../../test/support/fixtures';
import { postJson } from '../../../../test/support/public-form';
import { expectAdminOnly, messageOf, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

interface Inbox {
  items: Array<{ id: number; type: string; title: string; message: string; priority: string; read: boolean; link: string | null; createdAt: string }>;
  total: number;
  unreadCount: number;
}
const inbox = async (query = '') => {
  const response = await app.asAdmin('GET', `/api/admin/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.result as Inbox;
};
const newest = async () => (await inbox()).items[0]!;

describe('every event the admins must act on records a notification', () => {
  it('a new inquiry', async () => {
    expect((await postJson(app, '/api/inquiries', { name: 'Anil Shah', email: 'anil@example.com', subject: 'Site visit', message: 'Saturday?' })).statusCode).toBe(201);
    expect(await newest()).toMatchObject({ type: 'new_inquiry', title: 'New inquiry from Anil Shah', link: '/admin/inquiries', read: false, priority: 'medium' });
  });

  it('an agent registration', async () => {
    const response = await postJson(app, '/api/auth/register', { name: 'Nisha Agent', email: 'nisha@example.com', phone: '9876500000', password: 'plot-secret-1', role: 'agent', agencyName: 'Nisha Estates', reraAgentNumber: 'A51800012345' });
    expect(response.statusCode).toBe(201);
    expect(await newest()).toMatchObject({ type: 'agent_registration', title: 'New agent registration', priority: 'high', link: '/admin/agents' });
    expect((await newest()).message).toContain('Nisha Agent');
  });

  it('no notification for a user registration', async () => {
    const before = await Notification.query().resultSize();
    await postJson(app, '/api/auth/register', { name: 'Plain User', email: 'plain@example.com', phone: '9876500001', password: 'plot-secret-1', role: 'user' });
    expect(await Notification.query().resultSize()).toBe(before);
  });

  it("an agent's project submission", async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true, name: 'Vikram Agent' });
    const response = await postJson(app, '/api/projects', {
      title: 'Vikram Vistas', description: 'Twenty plots by the lake.', location: 'Lonavala', city: 'Pune', state: 'Maharashtra', totalArea: 3, projectType: 'residential',
    }, { cookie: app.cookieOf(agent) });
    expect(response.statusCode).toBe(201);
    expect(await newest()).toMatchObject({ type: 'project_submission', link: '/admin/pending-approvals' });
    expect((await newest()).message).toContain('Vikram Vistas');
  });

  it('a public plot submission', async () => {
    const response = await postJson(app, '/api/plot-submissions', {
      title: 'Orchard Plot', description: 'Mango orchard land with water.', location: 'Dapoli', city: 'Ratnagiri', state: 'Maharashtra', totalArea: 1,
      areaUnit: 'acres', startingPrice: 4_000_000, projectType: 'residential', name: 'Ganesh Patil', contactEmail: 'ganesh@example.com', contactPhone: '9822000000', agree: true,
    });
    expect(response.statusCode).toBe(201);
    expect(await newest()).toMatchObject({ type: 'project_submission', title: 'New plot submitted: Orchard Plot', priority: 'high', link: '/admin/pending-approvals' });
  });

  it('a job application', async () => {
    expect((await postJson(app, '/api/job-applications', { name: 'Priya Nair', email: 'priya@example.com', position: 'Property Advisor' })).statusCode).toBe(201);
    expect(await newest()).toMatchObject({ type: 'job_application', title: 'New application: Property Advisor', link: '/admin/inquiries?kind=application' });
  });

  it('a quote request', async () => {
    expect((await postJson(app, '/api/quotes', { name: 'Rahul Mehta', mobile: '9812345678', message: 'Survey for 2 acres.' })).statusCode).toBe(201);
    expect(await newest()).toMatchObject({ type: 'quote_request', title: 'Quote request from Rahul Mehta', priority: 'high', link: '/admin/inquiries?kind=quote' });
  });
});

describe('GET /api/admin/notifications, PATCH …/{id}/read, POST …/read-all', () => {
  it('lists newest first with the unread count, marks one read, then all', async () => {
    const all = await inbox('?pageSize=100');
    expect(all.total).toBe(6);
    expect(all.unreadCount).toBe(6);
    const times = all.items.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const target = all.items[2]!;
    const marked = await app.asAdmin('PATCH', `/api/admin/notifications/${target.id}/read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.result).toMatchObject({ id: target.id, read: true });
    const unread = await inbox('?unread=true');
    expect(unread.unreadCount).toBe(5);
    expect(unread.total).toBe(5);
    expect(unread.items.map((item) => item.id)).not.toContain(target.id);
    // Marking it again is harmless.
    expect((await app.asAdmin('PATCH', `/api/admin/notifications/${target.id}/read`)).statusCode).toBe(200);

    const readAll = await app.asAdmin('POST', '/api/admin/notifications/read-all');
    expect(readAll.statusCode).toBe(200);
    expect(readAll.result).toEqual({ updated: 5 });
    expect(await inbox('?unread=true')).toMatchObject({ total: 0, unreadCount: 0, items: [] });
    expect((await inbox('?unread=false')).total).toBe(6);
    expect((await app.asAdmin('POST', '/api/admin/notifications/read-all')).result).toEqual({ updated: 0 });

    const paged = await inbox('?pageSize=4&page=2');
    expect(paged.items).toHaveLength(2);
  });

  it.each([
    ['GET', '/api/admin/notifications?unread=yes', undefined, 'unread must be true or false'],
    ['GET', '/api/admin/notifications?type=new_inquiry', undefined, 'Unknown field: type'],
    ['PATCH', '/api/admin/notifications/abc/read', undefined, 'id must be a positive whole number'],
    ['PATCH', '/api/admin/notifications/1/read', { read: false }, 'Unknown field: read'],
    ['POST', '/api/admin/notifications/read-all', { ids: [1] }, 'Unknown field: ids'],
  ])('answers 400 to %s %s %j', async (method, url, payload, message) => {
    const response = await app.asAdmin(method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it("answers 404 'Notification not found' for an unknown id", async () => {
    const response = await app.asAdmin('PATCH', '/api/admin/notifications/999999/read');
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Notification not found');
  });

  it('refuses visitors, users and agents', async () => {
    const unread = await Notification.query().insertAndFetch({ type: 'system_update', title: 'Keep unread', message: '…', priority: 'low' });
    await expectAdminOnly(app, [
      ['GET', '/api/admin/notifications'],
      ['PATCH', `/api/admin/notifications/${unread.id}/read`],
      ['POST', '/api/admin/notifications/read-all'],
    ]);
    expect((await Notification.query().findById(unread.id))?.read).toBe(false);
  });
});
