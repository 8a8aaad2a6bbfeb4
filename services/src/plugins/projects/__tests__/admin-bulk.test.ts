import { CATALOG_TEXTS } from '@plotwise/contracts';
import { Project, OutgoingMessage, WishlistItem } from '../../../db/models';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { postJson } from '../../../../test/support/public-form';
import { RecordingSmsSender } from '../../../../test/support/sms-outbox';
import { messageOf, useTestApp } from '../../../../test/support/test-app';

const smsOutbox = new RecordingSmsSender();
const app = useTestApp({ signInAdmin: true, smsSender: smsOutbox });

interface BulkAnswer {
  results: Array<{ id: number; outcome: string; message?: string }>;
  done: number;
  alertsQueued: number;
}
const bulk = (payload: unknown) => app.asAdmin('POST', '/api/admin/projects/bulk', payload);

async function subscribe(phoneNumber: string, propertyTypes: 'all' | string[]) {
  expect((await postJson(app, '/api/notifications/subscribe', { phoneNumber, propertyTypes })).statusCode).toBe(200);
  const code = await smsOutbox.lastCodeTo(`+91${phoneNumber}`);
  expect((await postJson(app, '/api/notifications/verify', { phoneNumber, code })).statusCode).toBe(200);
}

describe('POST /api/admin/projects/bulk', () => {
  it('approves several projects in one call, answering each id, and alerts matching subscribers once per newly approved project', async () => {
    await subscribe('9100000001', 'all');
    await subscribe('9100000002', ['commercial']);
    const [houses, shops, again] = [
      await insertProject({ approvalStatus: 'pending', projectType: 'residential', title: 'Bulk Houses' }),
      await insertProject({ approvalStatus: 'pending', projectType: 'commercial', title: 'Bulk Shops' }),
      await insertProject({ approvalStatus: 'pending', projectType: 'residential', title: 'Bulk Twice' }),
    ];
    const live = await insertProject({ approvalStatus: 'approved' });

    // The same id twice counts once; a missing id and an approved project are reported, not fatal.
    const response = await bulk({ action: 'approve', ids: [houses!.id, shops!.id, again!.id, again!.id, live.id, 2_000_000_000] });
    expect(response.statusCode).toBe(200);
    const answer = response.result as BulkAnswer;
    expect(answer.results).toEqual([
      { id: houses!.id, outcome: 'done' },
      { id: shops!.id, outcome: 'done' },
      { id: again!.id, outcome: 'done' },
      { id: live.id, outcome: 'not_allowed', message: 'Already approved' },
      { id: 2_000_000_000, outcome: 'not_found', message: CATALOG_TEXTS.projectNotFound },
    ]);
    expect(answer.done).toBe(3);
    // houses and again: the all-types subscriber; shops: both subscribers.
    expect(answer.alertsQueued).toBe(4);
    for (const project of [houses!, shops!, again!]) {
      const stored = (await Project.query().findById(project.id))!;
      expect(stored).toMatchObject({ approvalStatus: 'approved', lastUpdatedBy: app.adminId, version: project.version + 1 });
      expect((await app.inject(`/api/projects/${project.id}`)).statusCode).toBe(200);
    }
    const outbox = await OutgoingMessage.query().whereIn('projectId', [houses!.id, shops!.id, again!.id]);
    expect(outbox.map((message) => `${message.projectId} ${message.recipient}`).sort()).toEqual(
      [`${houses!.id} +919100000001`, `${shops!.id} +919100000001`, `${shops!.id} +919100000002`, `${again!.id} +919100000001`].sort(),
    );
    expect(await OutgoingMessage.query().where('projectId', live.id).resultSize()).toBe(0);

    // Approving them again in bulk changes nothing and texts nobody twice.
    const repeat = (await bulk({ action: 'approve', ids: [houses!.id, shops!.id] })).result as BulkAnswer;
    expect(repeat).toMatchObject({ done: 0, alertsQueued: 0 });
    expect(repeat.results.every((result) => result.outcome === 'not_allowed')).toBe(true);
    expect(await OutgoingMessage.query().whereIn('projectId', [houses!.id, shops!.id, again!.id]).resultSize()).toBe(4);
  });

  it('rejects pending projects with one reason for all and refuses the ones not awaiting approval', async () => {
    const first = await insertProject({ approvalStatus: 'pending' });
    const second = await insertProject({ approvalStatus: 'pending' });
    const published = await insertProject({ approvalStatus: 'approved' });
    const response = await bulk({ action: 'reject', ids: [first.id, second.id, published.id], reason: '  Photos are blurry  ' });
    expect(response.statusCode).toBe(200);
    expect((response.result as BulkAnswer).results).toEqual([
      { id: first.id, outcome: 'done' },
      { id: second.id, outcome: 'done' },
      { id: published.id, outcome: 'not_allowed', message: 'This project is not awaiting approval' },
    ]);
    for (const project of [first, second]) {
      expect(await Project.query().findById(project.id)).toMatchObject({ approvalStatus: 'rejected', rejectionReason: 'Photos are blurry' });
    }
    expect((await Project.query().findById(published.id))?.approvalStatus).toBe('approved');
  });

  it('deletes projects of any approval status, and their wishlist entries', async () => {
    const pending = await insertProject({ approvalStatus: 'pending' });
    const approved = await insertProject();
    const user = await insertUser();
    await WishlistItem.query().insert({ userId: user.id, projectId: approved.id });
    const response = await bulk({ action: 'delete', ids: [pending.id, approved.id] });
    expect(response.result).toMatchObject({ done: 2 });
    expect(await Project.query().findByIds([pending.id, approved.id])).toEqual([]);
    expect(await WishlistItem.query().where('userId', user.id)).toEqual([]);
  });

  it('refuses a bad request whole with a readable 400, changing nothing', async () => {
    const project = await insertProject({ approvalStatus: 'pending' });
    const cases: Array<[unknown, string]> = [
      [{ action: 'publish', ids: [project.id] }, 'action must be one of: approve, reject, delete'],
      [{ action: 'approve', ids: [] }, 'Choose at least one project'],
      [{ action: 'approve', ids: Array.from({ length: 101 }, (_, index) => index + 1) }, 'At most 100 projects at once'],
      [{ action: 'approve', ids: 'all' }, 'ids must be a list of project ids'],
      [{ action: 'approve', ids: [project.id, -4] }, 'each project id must be a positive whole number'],
      [{ action: 'approve', ids: [project.id], reason: 'Fine' }, 'reason goes only with the reject action'],
      [{ action: 'reject', ids: [project.id], reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
      [{ action: 'delete', ids: [project.id], everything: true }, 'everything'],
    ];
    for (const [payload, message] of cases) {
      const response = await bulk(payload);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
    expect((await Project.query().findById(project.id))?.approvalStatus).toBe('pending');
  });

  it('is for admins only', async () => {
    const project = await insertProject({ approvalStatus: 'pending' });
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const payload = { action: 'approve', ids: [project.id] };
    expect((await app.inject({ method: 'POST', url: '/api/admin/projects/bulk', payload })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/admin/projects/bulk', payload, headers: { cookie: app.cookieOf(agent) } })).statusCode).toBe(403);
    expect((await Project.query().findById(project.id))?.approvalStatus).toBe('pending');
  });
});

describe('GET /api/admin/projects sorting', () => {
  it('sorts by any whitelisted column on the server, across pages, and refuses any other with 400', async () => {
    const tag = `Sortcheck${Date.now()}`;
    for (const [city, price] of [['Nashik', 900_000], ['Aurangabad', 4_500_000], ['Kolhapur', null], ['Satara', 1_200_000]] as const) {
      await insertProject({ title: `${tag} ${city}`, city, startingPrice: price });
    }
    const pageOf = async (query: string) =>
      ((await app.asAdmin('GET', `/api/admin/projects?search=${tag}&pageSize=2&${query}`)).result as { items: Array<{ city: string }> }).items.map((item) => item.city);
    expect([...(await pageOf('sortBy=city&sortOrder=asc&page=1')), ...(await pageOf('sortBy=city&sortOrder=asc&page=2'))]).toEqual(['Aurangabad', 'Kolhapur', 'Nashik', 'Satara']);
    expect(await pageOf('sortBy=city&sortOrder=desc')).toEqual(['Satara', 'Nashik']);
    // Price on request comes last in either direction.
    expect([...(await pageOf('sortBy=startingPrice&sortOrder=asc&page=1')), ...(await pageOf('sortBy=startingPrice&sortOrder=asc&page=2'))]).toEqual(['Nashik', 'Satara', 'Aurangabad', 'Kolhapur']);

    for (const query of ['sortBy=description', 'sortBy=city%3Bdrop', 'sortOrder=sideways', 'sortBy=city&sortBy=title']) {
      const response = await app.asAdmin('GET', `/api/admin/projects?${query}`);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toMatch(/sortBy|sortOrder/);
    }
  });
});
