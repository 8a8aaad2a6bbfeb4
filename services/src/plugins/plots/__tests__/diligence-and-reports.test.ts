import { REPORT_TEXTS } from '@plotwise/contracts';
import type { User } from '../../../db/models';
import { insertProject, insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { SAMPLE_FILES, uploadedUrl } from '../../../../test/support/multipart';
import { FORM_LIMIT, itGuardsAsAPublicForm, messageOf, nextAddress, postJson, withFormLimit } from '../../../../test/support/public-form';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true, configure: withFormLimit });

let agent: User;
let agentCookie: string;
let otherCookie: string;

const as = (cookie: string | null, method: string, url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const report = (projectId: number, extra: object = {}) => ({ projectId, reason: 'not-available', details: 'The site office says every plot is sold.', ...extra });
const adminProjects = async () =>
  (JSON.parse((await as(app.adminCookie, 'GET', '/api/admin/projects?pageSize=100')).payload) as { items: { id: number; reportFlagged: boolean }[] }).items;

beforeAll(async () => {
  agent = await insertUser({ role: 'agent', isApproved: true });
  agentCookie = sessionCookieFor(agent, app.config.jwtSecret);
  otherCookie = sessionCookieFor(await insertUser({ role: 'agent', isApproved: true }), app.config.jwtSecret);
});

describe('due-diligence facts', () => {
  it('shows a public document to visitors, and an on-request one by name only, its file to the agent and admins alone', async () => {
    const id = (await insertProject({ createdBy: agent.id })).id;
    const titleUrl = await uploadedUrl(app, 'document', 'title.pdf', SAMPLE_FILES.pdf(), { cookie: agentCookie });
    const ecUrl = await uploadedUrl(app, 'document', 'ec.pdf', SAMPLE_FILES.pdf(80), { cookie: agentCookie });
    const saved = await as(agentCookie, 'PUT', `/api/projects/${id}/due-diligence`, {
      approvingAuthority: 'PMRDA', approvalNumber: 'PMRDA/LAY/2023/114', naStatus: 'converted', naOrderNumber: 'NA/2022/88', surveyNumber: 'Gat 112/2',
      documents: [{ kind: 'title', label: '7/12 extract', url: titleUrl, visibility: 'public' }, { kind: 'encumbrance', url: ecUrl, visibility: 'on-request' }],
    });
    expect(saved.statusCode).toBe(200);

    const page = JSON.parse((await as(null, 'GET', `/api/projects/${id}`)).payload) as { dueDiligence: { approvingAuthority: string; documents: { url: string | null; visibility: string }[] } };
    expect(page.dueDiligence.approvingAuthority).toBe('PMRDA');
    expect(page.dueDiligence.documents).toEqual([
      { kind: 'title', label: '7/12 extract', url: titleUrl, visibility: 'public' },
      { kind: 'encumbrance', label: '', url: null, visibility: 'on-request' },
    ]);
    expect((await as(null, 'GET', titleUrl)).statusCode).toBe(200);
    expect((await as(null, 'GET', ecUrl)).statusCode).toBe(404);
    expect((await as(otherCookie, 'GET', ecUrl)).statusCode).toBe(404);
    const own = await as(agentCookie, 'GET', ecUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await as(app.adminCookie, 'GET', ecUrl)).statusCode).toBe(200);
  });

  it("refuses another agent, a non-PDF and an unnamed 'other' authority", async () => {
    const id = (await insertProject({ createdBy: agent.id })).id;
    expect((await as(otherCookie, 'PUT', `/api/projects/${id}/due-diligence`, { approvingAuthority: 'DTCP' })).statusCode).toBe(403);
    expect((await as(otherCookie, 'GET', `/api/projects/${id}/due-diligence`)).statusCode).toBe(403);
    const other = await as(agentCookie, 'PUT', `/api/projects/${id}/due-diligence`, { approvingAuthority: 'other' });
    expect(other.statusCode).toBe(400);
    const picture = await uploadedUrl(app, 'image', 'a.png', SAMPLE_FILES.png(), { cookie: agentCookie });
    const notPdf = await as(agentCookie, 'PUT', `/api/projects/${id}/due-diligence`, { documents: [{ kind: 'title', url: picture, visibility: 'public' }] });
    expect(notPdf.statusCode).toBe(400);
    const facts = JSON.parse((await as(app.adminCookie, 'GET', `/api/projects/${id}/due-diligence`)).payload) as { approvingAuthority: string | null };
    expect(facts.approvingAuthority).toBeNull();
  });
});

describe('reporting a listing', () => {
  it('queues a report for the admins, who move it along with notes', async () => {
    const id = (await insertProject({ title: 'Riverside Plots' })).id;
    const sent = await postJson(app, '/api/listing-reports', report(id, { contact: 'asha@example.com' }));
    expect(sent.statusCode).toBe(201);
    const reportId = (JSON.parse(sent.payload) as { id: number }).id;

    const queue = JSON.parse((await as(app.adminCookie, 'GET', '/api/admin/listing-reports?status=open')).payload) as { id: number; projectTitle: string; contact: string }[];
    expect(queue.find((entry) => entry.id === reportId)).toMatchObject({ projectTitle: 'Riverside Plots', contact: 'asha@example.com' });
    const moved = await as(app.adminCookie, 'PATCH', `/api/admin/listing-reports/${reportId}`, { status: 'reviewing', notes: 'Called the agent.' });
    expect(JSON.parse(moved.payload)).toMatchObject({ status: 'reviewing', notes: 'Called the agent.' });
  });

  it('refuses a bad report with the rule broken, and a report of an unpublished project', async () => {
    const id = (await insertProject({})).id;
    const short = await postJson(app, '/api/listing-reports', report(id, { details: 'bad' }));
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toContain(REPORT_TEXTS.detailsTooShort);
    const reason = await postJson(app, '/api/listing-reports', report(id, { reason: 'boring' }));
    expect(reason.statusCode).toBe(400);
    expect(messageOf(reason)).toContain(REPORT_TEXTS.reasonRequired);
    const contact = await postJson(app, '/api/listing-reports', report(id, { contact: 'call me' }));
    expect(contact.statusCode).toBe(400);
    expect(messageOf(contact)).toContain(REPORT_TEXTS.contactInvalid);
    const pending = (await insertProject({ approvalStatus: 'pending' })).id;
    expect((await postJson(app, '/api/listing-reports', report(pending))).statusCode).toBe(404);
  });

  it('flags a project at three different senders of open reports, and clears the flag when they are dealt with', async () => {
    const id = (await insertProject({})).id;
    const from = nextAddress();
    const ids: number[] = [];
    // One sender reporting again and again is one sender.
    for (let n = 0; n < FORM_LIMIT; n += 1) ids.push((JSON.parse((await postJson(app, '/api/listing-reports', report(id), { from })).payload) as { id: number }).id);
    ids.push((JSON.parse((await postJson(app, '/api/listing-reports', report(id))).payload) as { id: number }).id);
    expect((await adminProjects()).find((project) => project.id === id)?.reportFlagged).toBe(false);
    ids.push((JSON.parse((await postJson(app, '/api/listing-reports', report(id))).payload) as { id: number }).id);
    expect((await adminProjects()).find((project) => project.id === id)?.reportFlagged).toBe(true);

    await as(app.adminCookie, 'PATCH', `/api/admin/listing-reports/${ids.at(-1)}`, { status: 'dismissed' });
    expect((await adminProjects()).find((project) => project.id === id)?.reportFlagged).toBe(false);
  });

  itGuardsAsAPublicForm({
    send: (payload, from) => postJson(app, '/api/listing-reports', payload, { from }),
    valid: () => report(reportedId),
    acceptedStatus: 201,
    storedCount: async () => Number(((await app.knex('listing_reports').count('* as count').first()) as { count: number | string }).count),
  });
});

let reportedId = 0;
beforeAll(async () => {
  reportedId = (await insertProject({})).id;
});
