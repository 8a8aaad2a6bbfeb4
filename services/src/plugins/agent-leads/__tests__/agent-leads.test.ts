import type { User } from '../../../db/models';
import { insertProject, insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { postJson } from '../../../../test/support/public-form';
import { messageOf, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

let agent: User;
let otherAgent: User;
let agentCookie: string;
let otherCookie: string;
let agentProjectId: number;
let otherProjectId: number;
let adminProjectId: number;

interface LeadPage { items: Array<Record<string, unknown> & { id: number; name: string; stage: string }>; total: number }
const as = (cookie: string, method: string, url: string, payload?: object) => app.inject({ method, url, payload, headers: { cookie } });
const leadsOf = async (cookie: string, query = '') => {
  const response = await as(cookie, 'GET', `/api/agent/leads${query}`);
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.payload) as LeadPage;
};
const inquire = async (projectId: number, name: string, message = 'Is the corner plot free?') => {
  const response = await postJson(app, '/api/inquiries', { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, phone: '9800000001', message, projectId });
  expect(response.statusCode).toBe(201);
  return (JSON.parse(response.payload) as { id: number }).id;
};

beforeAll(async () => {
  agent = await insertUser({ role: 'agent', isApproved: true, agencyName: 'Sahyadri Estates' });
  otherAgent = await insertUser({ role: 'agent', isApproved: true, agencyName: 'Konkan Realty' });
  agentCookie = sessionCookieFor(agent, app.config.jwtSecret);
  otherCookie = sessionCookieFor(otherAgent, app.config.jwtSecret);
  agentProjectId = (await insertProject({ title: 'Hill View Plots', createdBy: agent.id })).id;
  otherProjectId = (await insertProject({ title: 'Coastal Acres', createdBy: otherAgent.id })).id;
  adminProjectId = (await insertProject({ title: 'Company Layout', createdBy: null })).id;
});

describe('inquiries reach the agent who listed the project', () => {
  it("routes each project inquiry to its agent only, with the buyer's contact", async () => {
    const mine = await inquire(agentProjectId, 'Asha Buyer');
    await inquire(otherProjectId, 'Bala Buyer');
    await inquire(adminProjectId, 'Chitra Buyer');

    const page = await leadsOf(agentCookie);
    expect(page.items.map((lead) => lead.name)).toEqual(['Asha Buyer']);
    expect(page.items[0]).toEqual({
      id: mine, name: 'Asha Buyer', email: 'asha@example.com', phone: '9800000001', message: 'Is the corner plot free?',
      projectId: agentProjectId, projectTitle: 'Hill View Plots', stage: 'new', notes: '', followUpOn: null, createdAt: expect.any(String), visit: null, phoneVerified: false,
    });
    expect((await leadsOf(otherCookie)).items.map((lead) => lead.name)).toEqual(['Bala Buyer']);
    // Admins still see every inquiry, routed or not.
    const admin = await app.asAdmin('GET', '/api/admin/inquiries?kind=project&pageSize=100');
    expect((admin.result as LeadPage).items.map((lead) => lead.name)).toEqual(expect.arrayContaining(['Asha Buyer', 'Bala Buyer', 'Chitra Buyer']));
  });

  it("never lets an agent read or change another agent's lead", async () => {
    const theirs = await inquire(otherProjectId, 'Dev Buyer');
    expect((await leadsOf(agentCookie)).items.some((lead) => lead.id === theirs)).toBe(false);
    expect((await leadsOf(agentCookie, `?projectId=${otherProjectId}`)).total).toBe(0);
    const change = await as(agentCookie, 'PATCH', `/api/agent/leads/${theirs}`, { stage: 'lost', notes: 'mine now' });
    expect(change.statusCode).toBe(404);
    expect(messageOf(change)).toBe('That lead was not found among your leads.');
    const csv = await as(agentCookie, 'GET', '/api/agent/leads.csv');
    expect(csv.payload).not.toContain('Dev Buyer');
    const untouched = await leadsOf(otherCookie);
    expect(untouched.items.find((lead) => lead.id === theirs)).toMatchObject({ stage: 'new', notes: '' });
  });
});

describe('an agent works a lead', () => {
  it('sets stage, notes and follow-up day; the admin status follows the stage', async () => {
    const id = await inquire(agentProjectId, 'Esha Buyer');
    const saved = await as(agentCookie, 'PATCH', `/api/agent/leads/${id}`, { stage: 'visit_scheduled', notes: 'Site visit Sunday 11am', followUpOn: '2026-12-06' });
    expect(saved.statusCode).toBe(200);
    expect(JSON.parse(saved.payload)).toMatchObject({ id, stage: 'visit_scheduled', notes: 'Site visit Sunday 11am', followUpOn: '2026-12-06' });
    const admin = (await app.asAdmin('GET', '/api/admin/inquiries?kind=project&pageSize=100')).result as LeadPage;
    expect(admin.items.find((lead) => lead.id === id)).toMatchObject({ status: 'in_progress' });

    expect(JSON.parse((await as(agentCookie, 'PATCH', `/api/agent/leads/${id}`, { followUpOn: null })).payload)).toMatchObject({ stage: 'visit_scheduled', followUpOn: null });
    const filtered = await leadsOf(agentCookie, `?stage=visit_scheduled&projectId=${agentProjectId}`);
    expect(filtered.items.map((lead) => lead.id)).toEqual([id]);
  });

  it.each([
    ['an unknown stage', { stage: 'won' }, 'stage must be one of: new, contacted, visit_scheduled, negotiating, closed, lost'],
    ['a day not as YYYY-MM-DD', { followUpOn: '06/12/2026' }, 'followUpOn must be a date as YYYY-MM-DD'],
    ['a day that does not exist', { followUpOn: '2026-02-30' }, 'followUpOn must be a real calendar date'],
    ['notes too long', { notes: 'x'.repeat(2001) }, 'notes must be at most 2000 characters'],
    ['nothing to change', {}, 'Send a stage, notes or a follow-up date to change.'],
    ['an unknown field', { agentId: 3 }, 'agentId'],
  ])('refuses %s with a 400 that says why', async (_label, payload, message) => {
    const id = await inquire(agentProjectId, 'Farah Buyer');
    const response = await as(agentCookie, 'PATCH', `/api/agent/leads/${id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('refuses a bad filter with a 400', async () => {
    const response = await as(agentCookie, 'GET', '/api/agent/leads?stage=won');
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('stage must be one of: all, new, contacted');
    expect(messageOf(await as(agentCookie, 'GET', '/api/agent/leads?projectId=abc'))).toContain('projectId must be a project id');
  });
});

describe('GET /api/agent/leads.csv', () => {
  it("downloads the agent's filtered leads as CSV, formulas neutralised", async () => {
    const id = await inquire(agentProjectId, 'Gita Buyer', '=HYPERLINK("http://x")');
    await as(agentCookie, 'PATCH', `/api/agent/leads/${id}`, { stage: 'negotiating', notes: 'Wants, "best" price', followUpOn: '2026-12-10' });
    const response = await as(agentCookie, 'GET', '/api/agent/leads.csv?stage=negotiating');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="plotwise-leads.csv"');
    expect(response.headers['cache-control']).toContain('no-store');
    const lines = response.payload.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Received,Name,Email,Phone,Project,Stage,Follow-up,Notes,Message');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,Gita Buyer,gita@example.com,9800000001,Hill View Plots,Negotiating,2026-12-10,"Wants, ""best"" price","'=HYPERLINK\(""http:\/\/x""\)"$/);
  });
});

describe('PATCH /api/admin/inquiries/enquiry/{id}/agent', () => {
  it('hands a lead to another agent: it leaves the first agent and reaches the second', async () => {
    const id = await inquire(agentProjectId, 'Hari Buyer');
    const moved = await app.asAdmin('PATCH', `/api/admin/inquiries/enquiry/${id}/agent`, { agentId: otherAgent.id });
    expect(moved.statusCode).toBe(200);
    expect((await leadsOf(agentCookie)).items.some((lead) => lead.id === id)).toBe(false);
    expect((await leadsOf(otherCookie)).items.find((lead) => lead.id === id)).toMatchObject({ name: 'Hari Buyer', phone: '9800000001' });
    // The admin's list names the agent it went to; the status change there leaves the agent's stage alone.
    const admin = (await app.asAdmin('GET', '/api/admin/inquiries?kind=project&pageSize=100')).result as LeadPage;
    expect(admin.items.find((lead) => lead.id === id)).toMatchObject({ agentId: otherAgent.id, agentName: 'Konkan Realty' });
    const status = await app.asAdmin('PATCH', `/api/admin/inquiries/enquiry/${id}/status`, { status: 'responded' });
    expect(status.result).toMatchObject({ status: 'responded', agentId: otherAgent.id, agentName: 'Konkan Realty' });
    expect((await leadsOf(otherCookie)).items.find((lead) => lead.id === id)).toMatchObject({ stage: 'new' });
  });

  it('refuses an account that is not an approved agent, and an unknown inquiry', async () => {
    const id = await inquire(agentProjectId, 'Indu Buyer');
    const pending = await insertUser({ role: 'agent', isApproved: false });
    const buyer = await insertUser({ role: 'user' });
    for (const agentId of [pending.id, buyer.id, 999_999]) {
      const response = await app.asAdmin('PATCH', `/api/admin/inquiries/enquiry/${id}/agent`, { agentId });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe('That agent was not found, or is not an approved agent.');
    }
    const missing = await app.asAdmin('PATCH', '/api/admin/inquiries/enquiry/999999/agent', { agentId: otherAgent.id });
    expect(missing.statusCode).toBe(404);
    const forbidden = await as(agentCookie, 'PATCH', `/api/admin/inquiries/enquiry/${id}/agent`, { agentId: agent.id });
    expect(forbidden.statusCode).toBe(403);
  });
});
