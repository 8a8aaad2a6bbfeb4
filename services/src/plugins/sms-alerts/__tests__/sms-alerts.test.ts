import { SmsOutboxMessage, SmsSubscription } from '../../../db/models';
import { insertProject } from '../../../../test/support/fixtures';
import { FORM_LIMIT, messageOf, nextAddress, postJson, withFormLimit } from '../../../../test/support/public-form';
import { useTestApp } from '../../../../test/support/test-app';
import { projectAlertText, queueProjectAlerts } from '../project-alerts';
import { SmsDispatcher } from '../sms-dispatcher';
import type { OutgoingSms, SmsSender } from '../sms-sender';

const app = useTestApp({ configure: withFormLimit });

const subscribe = (payload: unknown, from?: string) => postJson(app, '/api/notifications/subscribe', payload, { from });
const unsubscribe = (payload: unknown, from?: string) => postJson(app, '/api/notifications/unsubscribe', payload, { from });
const status = (phoneNumber: string) => app.inject(`/api/notifications/status?phoneNumber=${encodeURIComponent(phoneNumber)}`);
const subscribed = async (phoneNumber: string) => (JSON.parse((await status(phoneNumber)).payload) as { subscribed: boolean }).subscribed;

describe('SMS alert subscriptions', () => {
  it('subscribes a number typed with spaces and dashes, normalised to +91', async () => {
    const response = await subscribe({ phoneNumber: '+91 98765-43210', propertyTypes: 'all' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.payload)).toEqual({ phoneNumber: '+919876543210', subscribed: true });
    expect(await SmsSubscription.query().findOne({ phone: '+919876543210' })).toMatchObject({ allTypes: true, isActive: true });
    // The same number in any accepted spelling.
    for (const spelling of ['9876543210', '+919876543210', '919876543210', '98765 43210']) expect(await subscribed(spelling)).toBe(true);
  });

  it('keeps a list of project types, and all types when none is sent', async () => {
    await subscribe({ phoneNumber: '7000000001', propertyTypes: ['residential', 'commercial', 'residential'] });
    expect(await SmsSubscription.query().findOne({ phone: '+917000000001' })).toMatchObject({ allTypes: false, propertyTypes: ['residential', 'commercial'] });
    await subscribe({ phoneNumber: '7000000002' });
    expect(await SmsSubscription.query().findOne({ phone: '+917000000002' })).toMatchObject({ allTypes: true });
  });

  it('unsubscribes, is idempotent, and subscribes again', async () => {
    await subscribe({ phoneNumber: '8000000001', propertyTypes: 'all' });
    const response = await unsubscribe({ phoneNumber: '+91 80000 00001' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.payload)).toEqual({ phoneNumber: '+918000000001', subscribed: false });
    expect(await subscribed('8000000001')).toBe(false);
    expect((await unsubscribe({ phoneNumber: '8000000001' })).statusCode).toBe(200);
    expect((await unsubscribe({ phoneNumber: '6000000009' })).statusCode).toBe(200);
    await subscribe({ phoneNumber: '8000000001', propertyTypes: ['agricultural'] });
    expect(await subscribed('8000000001')).toBe(true);
    expect(await SmsSubscription.query().where({ phone: '+918000000001' })).toHaveLength(1);
  });

  it('says a number that never subscribed is not subscribed', async () => {
    expect(await subscribed('6999999999')).toBe(false);
  });

  const INVALID = 'Enter an Indian mobile number: +91 followed by 10 digits starting with 6, 7, 8 or 9';
  it.each([
    ['a number starting with 5', { phoneNumber: '5876543210' }, INVALID],
    ['nine digits', { phoneNumber: '987654321' }, INVALID],
    ['eleven digits', { phoneNumber: '98765432101' }, INVALID],
    ['another country code', { phoneNumber: '+92 9876543210' }, INVALID],
    ['letters', { phoneNumber: '98765abcde' }, INVALID],
    ['an empty number', { phoneNumber: '' }, 'Phone number is required'],
    ['no number', {}, 'Phone number is required'],
    ['a number as a number', { phoneNumber: 9876543210 }, 'phoneNumber: Invalid input: expected string, received number'],
    ['an unknown project type', { phoneNumber: '9876543210', propertyTypes: ['villas'] }, 'propertyTypes must be "all" or a list of: residential, commercial, mixed-use, agricultural'],
    ['an empty type list', { phoneNumber: '9876543210', propertyTypes: [] }, 'propertyTypes must be "all" or a list of: residential, commercial, mixed-use, agricultural'],
    ['an unknown field', { phoneNumber: '9876543210', email: 'a@example.com' }, 'Unknown field: email'],
  ])('subscribe answers 400 for %s', async (_label, payload, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it.each([
    ['a bad number', '/api/notifications/status?phoneNumber=12345', INVALID],
    ['no number', '/api/notifications/status', 'Phone number is required'],
    ['an unknown field', '/api/notifications/status?phoneNumber=9876543210&x=1', 'Unknown field: x'],
  ])('status answers 400 for %s', async (_label, url, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('unsubscribe answers 400 for a bad number and unknown fields', async () => {
    expect(messageOf(await unsubscribe({ phoneNumber: '123' }))).toContain(INVALID);
    expect(messageOf(await unsubscribe({ phoneNumber: '9876543210', propertyTypes: 'all' }))).toBe('Unknown field: propertyTypes');
  });

  it('answers a filled honeypot as if subscribed and stores nothing', async () => {
    const response = await subscribe({ phoneNumber: '9111111111', website: 'x' });
    expect(response.statusCode).toBe(200);
    expect(await subscribed('9111111111')).toBe(false);
  });

  it('limits subscription changes per address with 429', async () => {
    const from = nextAddress();
    for (let index = 0; index < FORM_LIMIT; index += 1) expect((await subscribe({ phoneNumber: `912222222${index}` }, from)).statusCode).toBe(200);
    const blocked = await unsubscribe({ phoneNumber: '9122222220' }, from);
    expect(blocked.statusCode).toBe(429);
    expect(messageOf(blocked)).toMatch(/Too many submissions/);
  });
});

describe('alerts for a newly approved project', () => {
  class RecordingSender implements SmsSender {
    readonly sent: OutgoingSms[] = [];
    failNext = 0;
    async send(message: OutgoingSms): Promise<void> {
      if (this.failNext > 0) {
        this.failNext -= 1;
        throw new Error('gateway timeout');
      }
      this.sent.push(message);
    }
  }

  beforeAll(async () => {
    // Only the subscribers of this block: earlier tests' numbers are switched off.
    await SmsSubscription.query().patch({ isActive: false });
    await subscribe({ phoneNumber: '9000000001', propertyTypes: 'all' });
    await subscribe({ phoneNumber: '9000000002', propertyTypes: ['residential'] });
    await subscribe({ phoneNumber: '9000000003', propertyTypes: ['commercial', 'agricultural'] });
    await subscribe({ phoneNumber: '9000000004', propertyTypes: ['residential'] });
    await unsubscribe({ phoneNumber: '9000000004' });
  });

  it('queues one message per active subscriber whose types match, once per project', async () => {
    const project = await insertProject({ title: 'Riverside Plots', projectType: 'residential', city: 'Nashik', startingPrice: 2_450_000 });
    expect(await queueProjectAlerts(project)).toBe(2);
    const queued = await SmsOutboxMessage.query().where('projectId', project.id).orderBy('phone');
    expect(queued.map((message) => message.phone)).toEqual(['+919000000001', '+919000000002']);
    expect(queued.every((message) => message.status === 'queued' && message.attempts === 0 && message.sentAt === null)).toBe(true);
    expect(queued[0]!.body).toBe('Plotwise: new residential project "Riverside Plots" in Nashik from Rs 24.50 Lakhs. Reply STOP to opt out.');
    // Approving again (or a retried request) texts nobody twice.
    expect(await queueProjectAlerts(project)).toBe(0);
    expect(await SmsOutboxMessage.query().where('projectId', project.id)).toHaveLength(2);
  });

  it('queues for all-types and matching-type subscribers of another type', async () => {
    const project = await insertProject({ projectType: 'agricultural' });
    expect(await queueProjectAlerts(project)).toBe(2);
    const phones = (await SmsOutboxMessage.query().where('projectId', project.id)).map((message) => message.phone).sort();
    expect(phones).toEqual(['+919000000001', '+919000000003']);
  });

  it('queues nothing for a project that is not approved', async () => {
    const project = await insertProject({ approvalStatus: 'pending' });
    expect(await queueProjectAlerts(project)).toBe(0);
  });

  it('queues inside the caller transaction: a rolled-back approval leaves no alerts', async () => {
    const project = await insertProject({ projectType: 'commercial' });
    const trx = await SmsOutboxMessage.startTransaction();
    expect(await queueProjectAlerts(project, trx)).toBe(2);
    await trx.rollback();
    expect(await SmsOutboxMessage.query().where('projectId', project.id)).toHaveLength(0);
  });

  it('keeps alerts short: one SMS segment even for a long title', () => {
    const text = projectAlertText({ title: 'A'.repeat(120), projectType: 'mixed-use', city: 'Bangalore', startingPrice: 75_000_000 });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toContain('Rs 7.50 Cr');
  });

  it('the dispatcher delivers queued messages, retries failures and gives up after three attempts', async () => {
    await SmsOutboxMessage.query().patch({ status: 'sent' }).where('status', 'queued');
    const project = await insertProject({ projectType: 'residential' });
    await queueProjectAlerts(project);
    const sender = new RecordingSender();
    const dispatcher = new SmsDispatcher(app.knex, sender);

    sender.failNext = 1;
    expect(await dispatcher.dispatchQueued()).toEqual({ sent: 1, failedAttempts: 1 });
    const afterFirst = await SmsOutboxMessage.query().where('projectId', project.id).orderBy('id');
    expect(afterFirst.map((message) => [message.status, message.attempts])).toEqual([['queued', 1], ['sent', 1]]);
    expect(afterFirst[0]!.lastError).toBe('gateway timeout');
    expect(afterFirst[1]!.sentAt).not.toBeNull();

    sender.failNext = 2;
    await dispatcher.dispatchQueued();
    await dispatcher.dispatchQueued();
    const failed = await SmsOutboxMessage.query().findById(afterFirst[0]!.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await dispatcher.dispatchQueued()).toEqual({ sent: 0, failedAttempts: 0 });
    expect(sender.sent).toEqual([{ to: afterFirst[1]!.phone, body: afterFirst[1]!.body }]);
  });

  it('the dispatcher runs on an interval until stopped', async () => {
    const project = await insertProject({ projectType: 'residential' });
    await queueProjectAlerts(project);
    const sender = new RecordingSender();
    const dispatcher = new SmsDispatcher(app.knex, sender);
    dispatcher.start(20);
    for (let waited = 0; sender.sent.length < 2 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await dispatcher.stop();
    expect(sender.sent).toHaveLength(2);
    const remaining = await SmsOutboxMessage.query().where({ projectId: project.id, status: 'queued' });
    expect(remaining).toHaveLength(0);
  });
});
