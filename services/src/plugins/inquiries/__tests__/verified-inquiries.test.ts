import { Inquiry, OutgoingMessage } from '../../../db/models';
import { insertProject, insertUser } from '../../../../test/support/fixtures';
import { RecordingEmailSender } from '../../../../test/support/email-outbox';
import { RecordingSmsSender } from '../../../../test/support/sms-outbox';
import { useTestApp } from '../../../../test/support/test-app';
import { OPEN_SLOT, visitPayload } from '../../../../test/support/site-visits';
import { perMinutes } from '../../../rate-limit/sliding-window-limiter';

const texts = new RecordingSmsSender();
const mail = new RecordingEmailSender();
// Many forms from one test address: the per-address allowance is tested elsewhere.
const app = useTestApp({ smsSender: texts, emailSender: mail, configure: (config) => ({ ...config, publicFormRateLimit: perMinutes(1000, 10) }) });

const inquiry = (projectId: number, phone: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { name: 'Ravi Kulkarni', email: 'ravi@example.com', phone, message: 'Is the corner plot still free?', projectId, source: 'project' },
    headers: cookie ? { cookie } : {},
  });

/** Confirms a number the way the inquiry form does, and returns the cookie the browser keeps. */
async function confirm(phoneNumber: string): Promise<string> {
  expect((await app.inject({ method: 'POST', url: '/api/inquiries/phone-code', payload: { phoneNumber } })).statusCode).toBe(200);
  const code = await texts.lastCodeTo(phoneNumber);
  const verified = await app.inject({ method: 'POST', url: '/api/inquiries/phone-verify', payload: { phoneNumber, code } });
  expect(verified.statusCode).toBe(200);
  const setCookie = [verified.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('plotwise_verified_phone='))!;
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/Max-Age=2592000/);
  return setCookie.split(';')[0]!;
}

describe('inquiries with a confirmed phone', () => {
  it('marks an inquiry verified when this browser confirmed its number, and the agent sees the badge and is emailed', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true, email: 'seller@example.com' });
    const project = await insertProject({ title: 'Green Acres', createdBy: agent.id });
    const cookie = await confirm('+919812340001');
    expect(JSON.parse((await app.inject({ url: '/api/inquiries/phone-status', headers: { cookie } })).payload)).toEqual({ verifiedPhone: '+919812340001' });

    expect((await inquiry(project.id, '9812340001', cookie)).statusCode).toBe(201);
    const stored = await Inquiry.query().where({ projectId: project.id }).first();
    expect(stored!.phoneVerifiedAt).not.toBeNull();
    const leads = await app.inject({ url: '/api/agent/leads', headers: { cookie: app.cookieOf(agent) } });
    expect(JSON.parse(leads.payload).items[0]).toMatchObject({ phoneVerified: true });

    const [alert] = await mail.sentTo('seller@example.com');
    expect(alert!.subject).toBe('New lead for "Green Acres" from Ravi Kulkarni');
    expect(alert!.text).toContain('(verified by SMS code)');
  });

  it('accepts an unverified inquiry, and never trusts a cookie the server did not sign or one for another number', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const project = await insertProject({ createdBy: agent.id });
    const cookie = await confirm('+919812340002');
    expect((await inquiry(project.id, '9812340003', cookie)).statusCode).toBe(201);
    expect((await inquiry(project.id, '9812340004')).statusCode).toBe(201);
    const forged = `plotwise_verified_phone=+919812340005~${Date.now() + 60_000}~forged`;
    expect((await inquiry(project.id, '9812340005', forged)).statusCode).toBe(201);
    const stored = await Inquiry.query().where({ projectId: project.id });
    expect(stored.map((row) => row.phoneVerifiedAt)).toEqual([null, null, null]);
  });

  it('marks a site-visit booking verified from the same cookie, and only for its number', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const project = await insertProject({ createdBy: agent.id });
    const cookie = await confirm('+919812340007');
    const bookVisit = (phone: string, slot: string) =>
      app.inject({ method: 'POST', url: '/api/site-visits', payload: visitPayload(project.id, { phone, slot }), headers: { cookie } });
    expect((await bookVisit('9812340007', OPEN_SLOT)).statusCode).toBe(201);
    expect((await bookVisit('9812340008', '12:00')).statusCode).toBe(201);
    const stored = await Inquiry.query().where({ projectId: project.id }).orderBy('id');
    expect(stored.map((row) => [row.phone, row.phoneVerifiedAt !== null])).toEqual([['9812340007', true], ['9812340008', false]]);
  });

  it('a wrong code answers 400 and sets no cookie; bad input answers 400', async () => {
    await app.inject({ method: 'POST', url: '/api/inquiries/phone-code', payload: { phoneNumber: '9812340006' } });
    const wrong = await app.inject({ method: 'POST', url: '/api/inquiries/phone-verify', payload: { phoneNumber: '9812340006', code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ method: 'POST', url: '/api/inquiries/phone-code', payload: { phoneNumber: '12345' } })).statusCode).toBe(400);
  });
});

describe('new-lead alerts for agents', () => {
  it('follow the agent’s choice: SMS when chosen, email off when turned off, through the queue once per lead', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true, email: 'both@example.com', phone: '9812349999' });
    const cookie = app.cookieOf(agent);
    expect(JSON.parse((await app.inject({ url: '/api/agent/lead-alerts', headers: { cookie } })).payload)).toEqual({ email: true, sms: false, visitEmail: true, visitSms: false });
    const changed = await app.inject({ method: 'PATCH', url: '/api/agent/lead-alerts', payload: { email: false, sms: true }, headers: { cookie } });
    expect(JSON.parse(changed.payload)).toEqual({ email: false, sms: true, visitEmail: true, visitSms: false });
    expect((await app.inject({ method: 'PATCH', url: '/api/agent/lead-alerts', payload: { sms: 'yes' }, headers: { cookie } })).statusCode).toBe(400);

    const project = await insertProject({ title: 'Hill View', createdBy: agent.id });
    expect((await inquiry(project.id, '9812340007')).statusCode).toBe(201);
    const sms = (await texts.delivered()).filter((text) => text.to === '+919812349999');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('new lead for "Hill View"');
    expect(await mail.sentTo('both@example.com')).toHaveLength(0);
    expect(await OutgoingMessage.query().where({ purpose: 'lead-notification', recipient: '+919812349999' })).toHaveLength(1);
  });

  it('tells the agent of a booked visit the ways they chose: text only, once chosen so', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true, email: 'visits@example.com', phone: '9812348888' });
    const cookie = app.cookieOf(agent);
    const changed = await app.inject({ method: 'PATCH', url: '/api/agent/lead-alerts', payload: { visitEmail: false, visitSms: true }, headers: { cookie } });
    expect(JSON.parse(changed.payload)).toMatchObject({ visitEmail: false, visitSms: true });
    expect((await app.inject({ method: 'PATCH', url: '/api/agent/lead-alerts', payload: {}, headers: { cookie } })).statusCode).toBe(400);
    const project = await insertProject({ title: 'Visit Meadows', createdBy: agent.id });
    expect((await app.inject({ method: 'POST', url: '/api/site-visits', payload: visitPayload(project.id, { phone: '9812340010' }) })).statusCode).toBe(201);
    const sms = (await texts.delivered()).filter((text) => text.to === '+919812348888');
    expect(sms.map((text) => text.body)).toEqual([expect.stringContaining('asks to visit Visit Meadows')]);
    expect((await mail.sentTo('visits@example.com')).filter((sent) => sent.subject.startsWith('New site visit request'))).toHaveLength(0);
  });

  it('counts leads that came in since the agent last opened the Leads tab', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const cookie = app.cookieOf(agent);
    const project = await insertProject({ createdBy: agent.id });
    expect((await inquiry(project.id, '9812340008')).statusCode).toBe(201);
    expect((await inquiry(project.id, '9812340009')).statusCode).toBe(201);
    const count = async () => JSON.parse((await app.inject({ url: '/api/agent/leads/new-count', headers: { cookie } })).payload);
    expect(await count()).toEqual({ newLeads: 2 });
    expect((await app.inject({ method: 'POST', url: '/api/agent/leads/seen', headers: { cookie } })).statusCode).toBe(204);
    expect(await count()).toEqual({ newLeads: 0 });
  });
});
