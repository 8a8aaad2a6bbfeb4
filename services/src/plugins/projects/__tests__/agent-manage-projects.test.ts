import { Notification, Project, SmsSubscription, User } from '../../../db/models';
import { insertProject, insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { useTestApp } from '../../../../test/support/test-app';

let agent: User;
let agentCookie: string;

const app = useTestApp({ signInAdmin: true });

beforeAll(async () => {
  agent = await insertUser({ role: 'agent', isApproved: true, name: 'Rohan Agent', email: 'rohan.agent@example.com', phone: '9811100001' });
  agentCookie = sessionCookieFor(agent, app.config.jwtSecret);
});

const submission = (overrides: Record<string, unknown> = {}) => ({
  title: 'Lakeview Plots',
  description: 'Gated plots beside the lake with a 40 ft road.',
  location: 'Khadakwasla',
  city: 'Pune',
  state: 'Maharashtra',
  totalArea: 5,
  areaUnit: 'acres',
  projectType: 'residential',
  startingPrice: 3_200_000,
  ...overrides,
});

const edit = (id: number, payload: unknown, cookie = agentCookie) =>
  app.inject({ method: 'PUT', url: `/api/agent/projects/${id}`, payload: payload as object, headers: { cookie } });
const withdraw = (id: number, cookie = agentCookie) => app.inject({ method: 'POST', url: `/api/agent/projects/${id}/withdraw`, headers: { cookie } });
const decide = (id: number, decision: 'approve' | 'reject', payload: object = {}) =>
  app.inject({ method: 'PATCH', url: `/api/admin/projects/${id}/${decision}`, payload, headers: { cookie: app.adminCookie } });
const publicRead = (id: number) => app.inject({ url: `/api/projects/${id}` });
const body = <T = Record<string, unknown>>(response: { payload: string }) => JSON.parse(response.payload) as T;
const approvalsQueue = async () =>
  body<{ items: Array<{ id: number; title: string; changesToLiveListing: boolean }> }>(await app.inject({ url: '/api/admin/approvals?type=project&pageSize=100', headers: { cookie: app.adminCookie } })).items;

describe('an agent edits and resubmits a project', () => {
  it('resubmits a rejected project with its changes: pending again, the reason cleared, the admins told', async () => {
    const project = await insertProject({ title: 'Rough Draft Plots', approvalStatus: 'rejected', rejectionReason: 'Add the RERA number', createdBy: agent.id });
    const notificationsBefore = await Notification.query().resultSize();

    const response = await edit(project.id, submission({ title: 'Lakeview Plots Revised', reraNumber: 'P52100099999' }));
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      message: 'Your project has been resubmitted for admin approval',
      project: { id: project.id, title: 'Lakeview Plots Revised', reraNumber: 'P52100099999', approvalStatus: 'pending', rejectionReason: null, pendingChanges: null },
    });
    expect(await Notification.query().resultSize()).toBe(notificationsBefore + 1);
    const notification = await Notification.query().orderBy('id', 'desc').first();
    expect(notification?.message).toBe('Rohan Agent resubmitted "Lakeview Plots Revised" (Pune) for approval.');
    expect((await approvalsQueue()).map((item) => item.title)).toContain('Lakeview Plots Revised');
  });

  it('edits a pending project in place; it stays pending and private', async () => {
    const project = await insertProject({ approvalStatus: 'pending', createdBy: agent.id });
    const response = await edit(project.id, submission({ title: 'Pending Plots Edited', projectType: 'agricultural', areaUnit: 'hectare' }));
    expect(body(response)).toMatchObject({ project: { title: 'Pending Plots Edited', projectType: 'agricultural', areaUnit: 'hectare', approvalStatus: 'pending' } });
    expect((await publicRead(project.id)).statusCode).toBe(404);
  });

  it('keeps an approved listing public as approved while its changes wait; approving publishes them, with no new SMS alert', async () => {
    const project = await insertProject({ title: 'Live Meadows', startingPrice: 2_000_000, approvalStatus: 'approved', createdBy: agent.id, projectType: 'commercial' });
    // A confirmed subscriber to every type: a newly approved project does alert them.
    await SmsSubscription.query().insert({ phone: '+919800000123', allTypes: true, propertyTypes: [], isActive: true, verifiedAt: new Date() } as never);
    const fresh = await insertProject({ approvalStatus: 'pending', createdBy: agent.id, projectType: 'commercial' });
    expect(body(await decide(fresh.id, 'approve'))).toMatchObject({ alertsQueued: 1 });

    const response = await edit(project.id, submission({ title: 'Live Meadows Phase 2', startingPrice: 2_400_000, projectType: 'commercial' }));
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      message: 'Your changes will show on the listing once our team approves them',
      project: { title: 'Live Meadows', approvalStatus: 'approved', pendingChanges: { title: 'Live Meadows Phase 2', startingPrice: 2_400_000 } },
    });
    // Visitors still see the approved version.
    expect(body(await publicRead(project.id))).toMatchObject({ title: 'Live Meadows', startingPrice: 2_000_000 });
    const waiting = (await approvalsQueue()).find((item) => item.id === project.id);
    expect(waiting).toMatchObject({ title: 'Live Meadows Phase 2', changesToLiveListing: true });

    const approved = await decide(project.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(body(approved)).toMatchObject({ alertsQueued: 0 });
    expect(body(await publicRead(project.id))).toMatchObject({ title: 'Live Meadows Phase 2', startingPrice: 2_400_000 });
    expect(await Project.query().findById(project.id)).toMatchObject({ pendingChanges: null, changesSubmittedAt: null });
    expect((await approvalsQueue()).some((item) => item.id === project.id)).toBe(false);
  });

  it('drops rejected changes, keeps the listing as it was, and tells the agent why', async () => {
    const project = await insertProject({ title: 'Steady Acres', approvalStatus: 'approved', createdBy: agent.id });
    await edit(project.id, submission({ title: 'Steady Acres With A Typo' }));
    const rejected = await decide(project.id, 'reject', { reason: 'The new title has a typo' });
    expect(rejected.statusCode).toBe(200);

    expect(body(await publicRead(project.id))).toMatchObject({ title: 'Steady Acres' });
    const mine = body<Array<Record<string, unknown>>>(await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie: agentCookie } }));
    expect(mine.find((item) => item.id === project.id)).toMatchObject({
      title: 'Steady Acres',
      approvalStatus: 'approved',
      pendingChanges: null,
      changesRejectionReason: 'The new title has a typo',
    });
  });

  it('refuses what the submission form refuses, and changes nothing', async () => {
    const project = await insertProject({ title: 'Kept As Is', approvalStatus: 'rejected', createdBy: agent.id });
    const response = await edit(project.id, submission({ title: 'ab' }));
    expect(response.statusCode).toBe(400);
    expect(body<{ message: string }>(response).message).toBe('Title must be at least 3 characters');
    const extra = await edit(project.id, { ...submission(), approvalStatus: 'approved' });
    expect(extra.statusCode).toBe(400);
    expect(await Project.query().findById(project.id)).toMatchObject({ title: 'Kept As Is', approvalStatus: 'rejected' });
  });

  it('answers 404 for a project that does not exist', async () => {
    expect((await edit(987_654, submission())).statusCode).toBe(404);
    expect((await withdraw(987_654)).statusCode).toBe(404);
  });
});

describe("an agent's edits", () => {
  it('count against their submission allowance: past it, 429 and the project unchanged', async () => {
    const busy = await insertUser({ role: 'agent', isApproved: true });
    const cookie = sessionCookieFor(busy, app.config.jwtSecret);
    const project = await insertProject({ approvalStatus: 'pending', createdBy: busy.id });
    const { maxAttempts } = app.config.submissionRateLimit;
    for (let index = 0; index < maxAttempts; index += 1) {
      expect((await edit(project.id, submission({ title: `Edit ${index}` }), cookie)).statusCode).toBe(200);
    }
    const refused = await edit(project.id, submission({ title: 'One Edit Too Many' }), cookie);
    expect(refused.statusCode).toBe(429);
    expect((await Project.query().findById(project.id))?.title).toBe(`Edit ${maxAttempts - 1}`);
  });
});

describe('an agent withdraws a project', () => {
  it('takes an approved project off the public site at once, drops changes waiting, and can resubmit it later', async () => {
    const project = await insertProject({ title: 'Sold Out Plots', approvalStatus: 'approved', createdBy: agent.id });
    await edit(project.id, submission({ title: 'Sold Out Plots Renamed' }));

    const response = await withdraw(project.id);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ message: 'The project is no longer shown on Plotwise', project: { approvalStatus: 'withdrawn', pendingChanges: null } });
    expect((await publicRead(project.id)).statusCode).toBe(404);
    const listed = body<{ items: Array<{ id: number }> }>(await app.inject({ url: '/api/projects?search=Sold%20Out%20Plots' }));
    expect(listed.items.some((item) => item.id === project.id)).toBe(false);
    expect((await approvalsQueue()).some((item) => item.id === project.id)).toBe(false);

    const again = await withdraw(project.id);
    expect(again.statusCode).toBe(409);
    expect(body<{ message: string }>(again).message).toBe('This project is already withdrawn');

    const resubmitted = await edit(project.id, submission({ title: 'Sold Out Plots' }));
    expect(body(resubmitted)).toMatchObject({ project: { approvalStatus: 'pending' } });
  });
});

describe('rejecting a pending project still works as before', () => {
  it('refuses to reject an approved project with nothing waiting (409)', async () => {
    const project = await insertProject({ approvalStatus: 'approved', createdBy: agent.id });
    expect((await decide(project.id, 'reject', { reason: 'No' })).statusCode).toBe(409);
  });
});
