import { CATALOG_TEXTS } from '@plotwise/contracts';
import { Project, OutgoingMessage, User } from '../../../db/models';
import { insertProject, insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { postJson } from '../../../../test/support/public-form';
import { RecordingSmsSender } from '../../../../test/support/sms-outbox';
import { messageOf, useTestApp } from '../../../../test/support/test-app';

let admin: User;
/** The SMS gateway: subscribers read their confirmation codes here. */
const smsOutbox = new RecordingSmsSender();

const app = useTestApp({ smsSender: smsOutbox, signInAdmin: true });

beforeAll(async () => {
  admin = (await User.query().where('role', 'admin').first())!;
});

const cookieOf = (user: User) => sessionCookieFor(user, app.config.jwtSecret);
const asAdmin = (method: string, url: string, payload?: unknown) => app.inject({ method, url, payload: payload as object, headers: { cookie: app.adminCookie } });

interface Queue {
  items: Array<Record<string, unknown> & { type: string; id: number }>;
  total: number;
  counts: { agents: number; projects: number; total: number };
}
const queue = async (query = '?pageSize=100') => (await asAdmin('GET', `/api/admin/approvals${query}`)).result as Queue;

const plot = (title: string) => ({
  title,
  description: 'A corner plot facing a 40 ft road, clear title.',
  location: 'Wagholi',
  city: 'Pune',
  state: 'Maharashtra',
  totalArea: 2400,
  startingPrice: 3_600_000,
  projectType: 'residential',
  name: 'Sunita Jadhav',
  contactEmail: 'sunita@example.com',
  contactPhone: '9822012345',
  roadWidth: 40,
  facing: 'east',
  agree: true,
});

describe('GET /api/admin/approvals', () => {
  it('lists agents awaiting approval and pending projects from agents and the public form, longest waiting first, with counts', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: false, name: 'Waiting Agent', createdAt: new Date(Date.now() - 3 * 86_400_000) });
    await insertUser({ role: 'agent', isApproved: false, isActive: false, name: 'Rejected Agent' });
    await insertUser({ role: 'agent', isApproved: true, name: 'Approved Agent' });
    const owner = await insertUser({ role: 'agent', isApproved: true, name: 'Kavita Deshmukh', email: 'kavita@example.com', phone: '9811122233' });
    const agentProject = await postJson(app, '/api/projects', {
      title: 'Kavita Greens', description: 'Gated plots near the ring road.', location: 'Hinjewadi', city: 'Pune', state: 'Maharashtra', totalArea: 5, projectType: 'residential',
    }, { cookie: cookieOf(owner) });
    expect(agentProject.statusCode).toBe(201);
    const publicPlot = await postJson(app, '/api/plot-submissions', plot('Sunita Corner Plot'));
    expect(publicPlot.statusCode).toBe(201);
    await insertProject({ title: 'Already Live', approvalStatus: 'approved' });
    await insertProject({ title: 'Already Rejected', approvalStatus: 'rejected' });

    const { items, counts, total } = await queue();
    expect(items[0]).toMatchObject({ type: 'agent', id: agent.id, name: 'Waiting Agent', email: agent.email, phone: agent.phone });
    const titles = items.filter((item) => item.type === 'project').map((item) => item.title);
    expect(titles).toEqual(['Kavita Greens', 'Sunita Corner Plot']);
    expect(items.map((item) => item.name)).not.toContain('Rejected Agent');
    expect(items.map((item) => item.name)).not.toContain('Approved Agent');

    expect(items.find((item) => item.title === 'Kavita Greens')).toMatchObject({
      source: 'agent',
      submittedBy: { id: owner.id, name: 'Kavita Deshmukh', email: 'kavita@example.com', phone: '9811122233' },
      city: 'Pune',
      projectType: 'residential',
    });
    expect(items.find((item) => item.title === 'Sunita Corner Plot')).toMatchObject({
      source: 'public',
      submittedBy: { name: 'Sunita Jadhav', email: 'sunita@example.com', phone: '9822012345' },
      roadWidth: 40,
      roadWidthUnit: 'ft',
      facing: 'east',
      startingPrice: 3_600_000,
    });
    expect(counts).toEqual({ agents: 1, projects: 2, total: 3 });
    expect(total).toBe(3);

    expect((await queue('?type=agent')).items.map((item) => item.type)).toEqual(['agent']);
    const projectsOnly = await queue('?type=project&pageSize=1&page=2');
    expect(projectsOnly).toMatchObject({ total: 2, items: [{ title: 'Sunita Corner Plot' }] });
  });

  it.each([
    ['?type=user', 'type must be one of: all, agent, project'],
    ['?page=x', 'page must be a positive whole number'],
    ['?status=pending', 'Unknown field: status'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await asAdmin('GET', `/api/admin/approvals${query}`);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
  });

  it('refuses visitors and non-admins', async () => {
    expect((await app.inject('/api/admin/approvals')).statusCode).toBe(401);
    const agent = await insertUser({ role: 'agent', isApproved: true });
    expect((await app.inject({ url: '/api/admin/approvals', headers: { cookie: cookieOf(agent) } })).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/projects/{id}/approve', () => {
  it('publishes the project as the signed-in admin and queues one SMS alert per matching subscriber, in one go', async () => {
    for (const [phoneNumber, propertyTypes] of [['9000000001', 'all'], ['9000000002', ['commercial']], ['9000000003', ['residential', 'commercial']]] as const) {
      expect((await postJson(app, '/api/notifications/subscribe', { phoneNumber, propertyTypes })).statusCode).toBe(200);
      const code = await smsOutbox.lastCodeTo(`+91${phoneNumber}`);
      expect((await postJson(app, '/api/notifications/verify', { phoneNumber, code })).statusCode).toBe(200);
    }
    // Asked for a code and never confirmed it: not a subscriber.
    expect((await postJson(app, '/api/notifications/subscribe', { phoneNumber: '9000000004', propertyTypes: 'all' })).statusCode).toBe(200);
    const submitted = await postJson(app, '/api/plot-submissions', plot('Approve Me Plot'));
    const { id } = JSON.parse(submitted.payload) as { id: number };
    expect((await app.inject(`/api/projects/${id}`)).statusCode).toBe(404);
    const before = (await Project.query().findById(id))!;

    const response = await asAdmin('PATCH', `/api/admin/projects/${id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({
      message: 'Project approved and published',
      alertsQueued: 2,
      project: { id, approvalStatus: 'approved', lastUpdatedBy: admin.id, rejectionReason: null },
    });
    const outbox = await OutgoingMessage.query().where('projectId', id).orderBy('recipient');
    expect(outbox.map((message) => message.recipient)).toEqual(['+919000000001', '+919000000003']);
    expect(outbox[0]).toMatchObject({ status: 'queued' });
    expect(outbox[0]!.body).toContain('Approve Me Plot');
    expect((await Project.query().findById(id))?.version).toBe(before.version + 1);

    // Now public, and out of the queue.
    expect((await app.inject(`/api/projects/${id}`)).statusCode).toBe(200);
    const listed = (await app.inject('/api/projects?search=Approve%20Me%20Plot')).result as { items: Array<{ id: number }> };
    expect(listed.items.map((item) => item.id)).toContain(id);
    expect((await queue()).items.map((item) => item.id)).not.toContain(id);

    // Approving again changes nothing and queues nothing more.
    const again = await asAdmin('PATCH', `/api/admin/projects/${id}/approve`);
    expect(again.result).toMatchObject({ alertsQueued: 0 });
    expect(await OutgoingMessage.query().where('projectId', id).resultSize()).toBe(2);
  });

  it('ignores an admin id sent in the query and takes it from the session', async () => {
    const project = await insertProject({ approvalStatus: 'pending' });
    const response = await asAdmin('PATCH', `/api/admin/projects/${project.id}/approve?adminId=1`);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Unknown field: adminId');
    expect((await Project.query().findById(project.id))?.approvalStatus).toBe('pending');
  });

  it("answers 404 'Project Not Found', 400 for a malformed id or a body, and refuses non-admins", async () => {
    const missing = await asAdmin('PATCH', '/api/admin/projects/999999/approve');
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(CATALOG_TEXTS.projectNotFound);
    expect((await asAdmin('PATCH', '/api/admin/projects/1.5/approve')).statusCode).toBe(400);
    const project = await insertProject({ approvalStatus: 'pending' });
    const withBody = await asAdmin('PATCH', `/api/admin/projects/${project.id}/approve`, { approvalStatus: 'approved' });
    expect(withBody.statusCode).toBe(400);
    const owner = await insertUser({ role: 'agent', isApproved: true });
    expect((await app.inject({ method: 'PATCH', url: `/api/admin/projects/${project.id}/approve`, headers: { cookie: cookieOf(owner) } })).statusCode).toBe(403);
    expect((await Project.query().findById(project.id))?.approvalStatus).toBe('pending');
  });
});

describe('PATCH /api/admin/projects/{id}/reject', () => {
  it('keeps the project as rejected with the reason its agent reads in My Projects, never public, queues no alert', async () => {
    const owner = await insertUser({ role: 'agent', isApproved: true });
    const project = await insertProject({ approvalStatus: 'pending', createdBy: owner.id, title: 'Reject Me' });
    const response = await asAdmin('PATCH', `/api/admin/projects/${project.id}/reject`, { reason: '  The RERA number does not match the title.  ' });
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({
      message: 'Project rejected',
      project: { approvalStatus: 'rejected', rejectionReason: 'The RERA number does not match the title.', lastUpdatedBy: admin.id },
    });
    expect((await app.inject(`/api/projects/${project.id}`)).statusCode).toBe(404);
    expect(await OutgoingMessage.query().where('projectId', project.id).resultSize()).toBe(0);
    const mine = (await app.inject({ url: `/api/projects/agent/${owner.id}`, headers: { cookie: cookieOf(owner) } })).result as Array<Record<string, unknown>>;
    expect(mine[0]).toMatchObject({ id: project.id, approvalStatus: 'rejected', rejectionReason: 'The RERA number does not match the title.' });
    expect((await queue()).items.map((item) => item.id)).not.toContain(project.id);

    // A rejected project can still be approved later; the reason goes.
    const approved = await asAdmin('PATCH', `/api/admin/projects/${project.id}/approve`);
    expect(approved.result).toMatchObject({ project: { approvalStatus: 'approved', rejectionReason: null } });
  });

  it('takes no reason at all', async () => {
    const project = await insertProject({ approvalStatus: 'pending' });
    const response = await asAdmin('PATCH', `/api/admin/projects/${project.id}/reject`);
    expect(response.statusCode).toBe(200);
    expect(await Project.query().findById(project.id)).toMatchObject({ approvalStatus: 'rejected', rejectionReason: null });
  });

  it('answers 409 for a project that is not pending, so a live project is not pulled by accident', async () => {
    const live = await insertProject({ approvalStatus: 'approved' });
    const response = await asAdmin('PATCH', `/api/admin/projects/${live.id}/reject`, { reason: 'oops' });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('This project is not awaiting approval');
    expect((await Project.query().findById(live.id))?.approvalStatus).toBe('approved');
  });

  it.each([
    [{ reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
    [{ reason: 42 }, 'reason: Invalid input: expected string, received number'],
    [{ reason: 'ok', approvalStatus: 'approved' }, 'Unknown field: approvalStatus'],
  ])('answers 400 to %j', async (payload, message) => {
    const project = await insertProject({ approvalStatus: 'pending' });
    const response = await asAdmin('PATCH', `/api/admin/projects/${project.id}/reject`, payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect((await Project.query().findById(project.id))?.approvalStatus).toBe('pending');
  });

  it('refuses the submitting agent and visitors', async () => {
    const owner = await insertUser({ role: 'agent', isApproved: true });
    const project = await insertProject({ approvalStatus: 'pending', createdBy: owner.id });
    expect((await app.inject({ method: 'PATCH', url: `/api/admin/projects/${project.id}/reject`, headers: { cookie: cookieOf(owner) } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url: `/api/admin/projects/${project.id}/reject` })).statusCode).toBe(401);
  });
});
