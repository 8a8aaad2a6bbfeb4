import { SITE_VISIT_TEXTS } from '@plotwise/contracts';
import { Inquiry, SiteVisit } from '../../../db/models';
import { insertAgentWithProject } from '../../../../test/support/fixtures';
import { RecordingEmailSender } from '../../../../test/support/email-outbox';
import { OPEN_SLOT, book, dayAhead } from '../../../../test/support/site-visits';
import { messageOf, useTestApp } from '../../../../test/support/test-app';

const email = new RecordingEmailSender();
const app = useTestApp({ emailSender: email, signInAdmin: true });

let agentCookie: string;
let otherCookie: string;
let projectId: number;

beforeAll(async () => {
  const project = { title: 'Riverside Plots, Phase 2', location: 'Mulshi', city: 'Pune' };
  ({ agentCookie, otherCookie, projectId } = await insertAgentWithProject(app.config.jwtSecret, project, { email: 'flow.agent@example.com' }));
});

const post = (url: string, cookie?: string, payload?: object) => app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const smsTo = async (phone: string) => (await app.knex('outgoing_messages').where({ channel: 'sms', recipient: phone }).orderBy('id').select('body')).map((row: { body: string }) => row.body);

describe('the agent confirms or proposes; the buyer accepts or cancels by link', () => {
  it('confirms a requested visit: the lead moves to Visit scheduled and the buyer is told', async () => {
    const booked = await book(app, projectId, { phone: '9811100001', email: 'asha@example.com' });
    expect((await post(`/api/agent/site-visits/${booked.id}/confirm`, otherCookie)).statusCode).toBe(404);

    const confirmed = await post(`/api/agent/site-visits/${booked.id}/confirm`, agentCookie);
    expect(confirmed.statusCode).toBe(200);
    expect(JSON.parse(confirmed.payload)).toEqual({ id: booked.id, status: 'confirmed', date: booked.visit.date, slot: OPEN_SLOT });
    const visit = await SiteVisit.query().findById(booked.id);
    expect(await Inquiry.query().findById(visit!.inquiryId)).toMatchObject({ stage: 'visit_scheduled', status: 'in_progress' });
    // The queue delivers in parallel: which email arrives last is not the order of events.
    expect((await email.sentTo('asha@example.com')).map((mail) => mail.subject)).toContain('Site visit confirmed: Riverside Plots, Phase 2');
    expect((await smsTo('9811100001')).at(-1)).toContain('confirmed');

    const again = await post(`/api/agent/site-visits/${booked.id}/confirm`, agentCookie);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(SITE_VISIT_TEXTS.notRequested);
  });

  it('proposes another time, which the buyer accepts by link', async () => {
    const booked = await book(app, projectId, { phone: '9811100002', email: 'bala@example.com' });
    const proposal = { date: dayAhead(9), slot: '15:00' };
    expect((await post(`/api/agent/site-visits/${booked.id}/propose`, otherCookie, proposal)).statusCode).toBe(404);
    expect(messageOf(await post(`/api/agent/site-visits/${booked.id}/propose`, agentCookie, { date: dayAhead(9), slot: '06:00' }))).toBe(SITE_VISIT_TEXTS.slotClosed);
    expect((await post(`/api/agent/site-visits/${booked.id}/propose`, agentCookie, { date: dayAhead(90), slot: '15:00' })).statusCode).toBe(400);

    const proposed = await post(`/api/agent/site-visits/${booked.id}/propose`, agentCookie, proposal);
    expect(JSON.parse(proposed.payload)).toMatchObject({ status: 'proposed', ...proposal });
    const mail = (await email.sentTo('bala@example.com')).find((sent) => sent.subject === 'A new time for your site visit: Riverside Plots, Phase 2')!;
    expect(mail).toBeDefined();
    const token = /\/projects\/visits\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    expect(token).toBe(booked.token);

    const accepted = await post(`/api/site-visits/${token}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(JSON.parse(accepted.payload)).toMatchObject({ status: 'confirmed', ...proposal });
    expect((await email.sentTo('flow.agent@example.com')).map((mail) => mail.subject)).toContain('Site visit accepted: Riverside Plots, Phase 2');
    expect((await post(`/api/site-visits/${token}/accept`)).statusCode).toBe(409);
  });

  it('cancels by link, tells the agent, and lets an admin act on any visit', async () => {
    const booked = await book(app, projectId, { name: 'Chitra Rao', phone: '9811100003' });
    const adminConfirm = await app.asAdmin('POST', `/api/agent/site-visits/${booked.id}/confirm`);
    expect(adminConfirm.statusCode).toBe(200);

    const cancelled = await post(`/api/site-visits/${booked.token}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(JSON.parse(cancelled.payload)).toMatchObject({ status: 'cancelled' });
    expect((await email.sentTo('flow.agent@example.com')).map((mail) => mail.text).join('\n')).toContain('Chitra Rao cancelled the visit');
    const twice = await post(`/api/site-visits/${booked.token}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(SITE_VISIT_TEXTS.alreadyCancelled);
    expect((await post(`/api/site-visits/${'A'.repeat(43)}/cancel`)).statusCode).toBe(404);
  });
});

describe('the reminder the day before', () => {
  it('reminds each confirmed visit of tomorrow exactly once, even when two checks run at once', async () => {
    const tomorrow = await book(app, projectId, { date: dayAhead(1), phone: '9811100004', email: 'dev@example.com' });
    const requestedOnly = await book(app, projectId, { date: dayAhead(1), phone: '9811100005' });
    const later = await book(app, projectId, { date: dayAhead(2), phone: '9811100006' });
    for (const visit of [tomorrow, later]) expect((await post(`/api/agent/site-visits/${visit.id}/confirm`, agentCookie)).statusCode).toBe(200);

    const reminders = app.server.app.visitReminders;
    const rounds = await Promise.all([reminders.remindTomorrow(), reminders.remindTomorrow()]);
    expect(rounds.flat()).toEqual([tomorrow.id]);
    expect(await reminders.remindTomorrow()).toEqual([]);

    expect((await smsTo('9811100004')).filter((body) => body.startsWith('Plotwise reminder'))).toHaveLength(1);
    expect((await email.sentTo('dev@example.com')).filter((mail) => mail.subject.startsWith('Tomorrow:'))).toHaveLength(1);
    expect((await smsTo('9811100005')).some((body) => body.startsWith('Plotwise reminder'))).toBe(false);
    expect((await smsTo('9811100006')).some((body) => body.startsWith('Plotwise reminder'))).toBe(false);
    expect(requestedOnly.visit.status).toBe('requested');
  });
});

describe('the calendar file', () => {
  it('is one VEVENT at the visit time in Asia/Kolkata with the project address and a UID', async () => {
    const booked = await book(app, projectId, { date: dayAhead(10), slot: '16:00' });
    const response = await app.inject(`/api/site-visits/${booked.token}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('.ics');
    const ics = response.payload;
    const day = dayAhead(10).replace(/-/g, '');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\n');
    expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${day}T160000\r\n`);
    expect(ics).toContain(`DTEND;TZID=Asia/Kolkata:${day}T170000\r\n`);
    expect(ics).toContain(`UID:site-visit-${booked.id}@plotwise.in\r\n`);
    expect(ics).toContain('SUMMARY:Site visit: Riverside Plots\\, Phase 2\r\n');
    expect(ics).toContain('LOCATION:Mulshi\\, Pune\\, Maharashtra\r\n');
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    await post(`/api/site-visits/${booked.token}/cancel`);
    expect((await app.inject(`/api/site-visits/${booked.token}/calendar.ics`)).payload).toContain('STATUS:CANCELLED');
  });
});
