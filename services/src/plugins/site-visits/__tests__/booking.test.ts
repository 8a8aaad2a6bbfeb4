import { INQUIRY_TEXTS, OFFICE_HOURS, SITE_VISIT_RULES, SITE_VISIT_TEXTS, slotsOn, type VisitSlotsResponse } from '@plotwise/contracts';
import { Inquiry, SiteVisit, type User } from '../../../db/models';
import { insertAgentWithProject, insertProject, sessionCookieFor } from '../../../../test/support/fixtures';
import { RecordingEmailSender } from '../../../../test/support/email-outbox';
import { itGuardsAsAPublicForm, postJson, withFormLimit } from '../../../../test/support/public-form';
import { expectRefusedStoringNothing, messageOf, useTestApp } from '../../../../test/support/test-app';
import { OPEN_SLOT, book, dayAhead, visitPayload } from '../../../../test/support/site-visits';

const email = new RecordingEmailSender();
const app = useTestApp({ emailSender: email, configure: withFormLimit });

let agent: User;
let otherAgent: User;
let projectId: number;
let otherProjectId: number;

beforeAll(async () => {
  const project = { title: 'Hill View Plots', location: 'Hinjewadi' };
  ({ agent, otherAgent, projectId } = await insertAgentWithProject(app.config.jwtSecret, project, { email: 'rohan.agent@example.com' }));
  otherProjectId = (await insertProject({ title: 'Coastal Acres', createdBy: otherAgent.id })).id;
});

const slotsOf = async (id: number) => {
  const response = await app.inject(`/api/projects/${id}/visit-slots`);
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.payload) as VisitSlotsResponse;
};
const freeOn = async (id: number, date: string) => (await slotsOf(id)).days.find((day) => day.date === date)?.slots ?? [];

describe('booking rules', () => {
  it('offers the office hours from tomorrow up to 60 days ahead by default', async () => {
    const slots = await slotsOf(projectId);
    expect(slots.ownHours).toBeNull();
    expect(slots.hours).toEqual(OFFICE_HOURS);
    expect(slots.first).toBe(dayAhead(1));
    expect(slots.last).toBe(dayAhead(SITE_VISIT_RULES.daysAhead));
    const day = slots.days.find((entry) => entry.date === dayAhead(2))!;
    expect(day.slots).toEqual(slotsOn(OFFICE_HOURS, dayAhead(2)));
  });

  it.each([
    ['today', { date: dayAhead(0) }, SITE_VISIT_TEXTS.dateOutOfRange],
    ['61 days ahead', { date: dayAhead(61) }, SITE_VISIT_TEXTS.dateOutOfRange],
    ['a day that does not exist', { date: '2026-02-30' }, SITE_VISIT_TEXTS.dateInvalid],
    ['a time that is not HH:MM', { slot: '11am' }, SITE_VISIT_TEXTS.slotInvalid],
    ['a time before opening', { slot: '07:00' }, SITE_VISIT_TEXTS.slotClosed],
    ['a time not on a slot boundary', { slot: '11:30' }, SITE_VISIT_TEXTS.slotClosed],
    ['a bad phone', { phone: '12345' }, INQUIRY_TEXTS.phoneInvalid],
    ['a bad email', { email: 'meera@' }, INQUIRY_TEXTS.emailInvalid],
    ['no name', { name: ' ' }, INQUIRY_TEXTS.nameRequired],
  ])('refuses %s with a 400 and a clear message', async (_case, change, message) => {
    await expectRefusedStoringNothing(SiteVisit, () => postJson(app, '/api/site-visits', visitPayload(projectId, change)), expect.stringContaining(message));
  });

  it('refuses a project that is not on the site', async () => {
    const pending = await insertProject({ approvalStatus: 'pending', createdBy: agent.id });
    const response = await postJson(app, '/api/site-visits', visitPayload(pending.id));
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(SITE_VISIT_TEXTS.projectUnavailable);
    expect((await app.inject(`/api/projects/${pending.id}/visit-slots`)).statusCode).toBe(404);
  });

  it('takes the email as optional', async () => {
    const booked = await book(app, projectId, { email: '', date: dayAhead(4) });
    expect(booked.visit).toMatchObject({ status: 'requested', date: dayAhead(4), slot: OPEN_SLOT, projectTitle: 'Hill View Plots' });
    expect(booked.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("follows the project's own visiting days and hours, set by its agent", async () => {
    const cookie = sessionCookieFor(agent, app.config.jwtSecret);
    const set = (id: number, hours: unknown, who = cookie) => app.inject({ method: 'PUT', url: `/api/projects/${id}/visiting-hours`, payload: { hours }, headers: { cookie: who } });
    const saturdaysOnly = { days: [6], opens: '08:00', closes: '10:00' };
    expect((await set(projectId, { days: [], opens: '08:00', closes: '10:00' })).statusCode).toBe(400);
    expect(messageOf(await set(projectId, { days: [6], opens: '10:00', closes: '10:30' }))).toContain(SITE_VISIT_TEXTS.hoursOrder);
    expect((await set(projectId, saturdaysOnly, sessionCookieFor(otherAgent, app.config.jwtSecret))).statusCode).toBe(404);
    expect((await set(projectId, saturdaysOnly)).statusCode).toBe(204);

    const slots = await slotsOf(projectId);
    expect(slots.ownHours).toEqual(saturdaysOnly);
    expect(slots.days.every((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
    expect(slots.days[0]!.slots).toEqual(['08:00', '09:00']);
    const notSaturday = [1, 2, 3, 4, 5, 6, 7].map(dayAhead).find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 6)!;
    const refused = await postJson(app, '/api/site-visits', visitPayload(projectId, { date: notSaturday, slot: '08:00' }));
    expect(messageOf(refused)).toBe(SITE_VISIT_TEXTS.slotClosed);

    expect((await set(projectId, null)).statusCode).toBe(204);
    expect((await slotsOf(projectId)).ownHours).toBeNull();
  });
});

describe('slot capacity', () => {
  it('fills a slot at its capacity, stops offering it, and offers it again after a cancellation', async () => {
    const date = dayAhead(5);
    const first = await book(app, projectId, { date, slot: '12:00' });
    for (let n = 1; n < SITE_VISIT_RULES.slotCapacity; n += 1) await book(app, projectId, { date, slot: '12:00' });
    expect(await freeOn(projectId, date)).not.toContain('12:00');
    const full = await postJson(app, '/api/site-visits', visitPayload(projectId, { date, slot: '12:00' }));
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe(SITE_VISIT_TEXTS.slotFull);
    // Another project's slot at the same time is its own.
    expect(await freeOn(otherProjectId, date)).toContain('12:00');

    expect((await app.inject({ method: 'POST', url: `/api/site-visits/${first.token}/cancel` })).statusCode).toBe(200);
    expect(await freeOn(projectId, date)).toContain('12:00');
  });

  it('gives the last place to one of two buyers booking it at once', async () => {
    const date = dayAhead(6);
    for (let n = 1; n < SITE_VISIT_RULES.slotCapacity; n += 1) await book(app, projectId, { date, slot: '14:00' });
    const answers = await Promise.all([1, 2].map(() => postJson(app, '/api/site-visits', visitPayload(projectId, { date, slot: '14:00' }))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await SiteVisit.query().where({ projectId, visitDate: date, slot: '14:00' }).resultSize()).toBe(SITE_VISIT_RULES.slotCapacity);
  });
});

describe('the visit is a lead for the project agent', () => {
  it("routes it to the project's agent only, with the buyer's contact, and tells the buyer and the agent", async () => {
    email.sent.length = 0;
    const booked = await book(app, projectId, { name: 'Kiran Shah', email: 'kiran@example.com', date: dayAhead(7) });
    const mine = await app.inject({ url: '/api/agent/leads', headers: { cookie: sessionCookieFor(agent, app.config.jwtSecret) } });
    const lead = (JSON.parse(mine.payload) as { items: Array<Record<string, unknown>> }).items.find((item) => item.name === 'Kiran Shah');
    expect(lead).toMatchObject({ phone: '9812345678', email: 'kiran@example.com', visit: { id: booked.id, status: 'requested', date: dayAhead(7), slot: OPEN_SLOT } });

    const theirs = await app.inject({ url: '/api/agent/leads?pageSize=100', headers: { cookie: sessionCookieFor(otherAgent, app.config.jwtSecret) } });
    expect(theirs.payload).not.toContain('Kiran Shah');
    expect(theirs.payload).not.toContain(String(booked.token));

    const inquiry = await Inquiry.query().findOne({ name: 'Kiran Shah' });
    expect(inquiry).toMatchObject({ agentId: agent.id, projectId, source: 'project' });
    expect((await email.sentTo('kiran@example.com')).map((mail) => mail.text).join('\n')).toContain(`/projects/visits/${booked.token}`);
    expect((await email.sentTo('rohan.agent@example.com')).map((mail) => mail.subject)).toContain('New site visit request: Hill View Plots');
    const sms = await app.knex('outgoing_messages').where({ channel: 'sms', recipient: '9812345678' }).orderBy('id', 'desc').first('body');
    expect(sms.body).toContain(booked.token);
  });

  it("shows the buyer's link no phone or email", async () => {
    const booked = await book(app, projectId, { date: dayAhead(8) });
    const response = await app.inject(`/api/site-visits/${booked.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.payload).not.toContain('9812345678');
    expect(response.payload).not.toContain('meera@example.com');
    expect((await app.inject(`/api/site-visits/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await app.inject('/api/site-visits/short')).statusCode).toBe(400);
  });
});

describe('the booking form', () => {
  itGuardsAsAPublicForm({
    send: (payload, from) => postJson(app, '/api/site-visits', payload, { from }),
    valid: (n) => visitPayload(projectId, { date: dayAhead(20 + (n % 30)), slot: `${11 + (n % 6)}:00`, name: `Guard ${n}` }),
    acceptedStatus: 201,
    storedCount: () => SiteVisit.query().resultSize(),
  });
});
