import { normaliseIndianMobile, SMS_ALERTS_TEXTS } from '@plotwise/contracts';
import { OutgoingMessage, SmsSubscription, SmsVerification } from '../../../db/models';
import { insertProject } from '../../../../test/support/fixtures';
import { FORM_LIMIT, messageOf, nextAddress, postJson, withFormLimit } from '../../../../test/support/public-form';
import { RecordingSmsSender } from '../../../../test/support/sms-outbox';
import { useTestApp } from '../../../../test/support/test-app';
import { projectAlertText, queueProjectAlerts } from '../project-alerts';

/** The SMS gateway: every text the server sends, codes included. */
const outbox = new RecordingSmsSender();
const app = useTestApp({ configure: withFormLimit, smsSender: outbox });

const subscribe = (payload: unknown, from?: string) => postJson(app, '/api/notifications/subscribe', payload, { from });
const verify = (payload: unknown, from?: string) => postJson(app, '/api/notifications/verify', payload, { from });
const unsubscribe = (payload: unknown, from?: string) => postJson(app, '/api/notifications/unsubscribe', payload, { from });
const status = (phoneNumber: string, token?: string) =>
  app.inject(`/api/notifications/status?phoneNumber=${encodeURIComponent(phoneNumber)}${token === undefined ? '' : `&token=${encodeURIComponent(token)}`}`);
const subscribed = async (phoneNumber: string, token?: string) => (JSON.parse((await status(phoneNumber, token)).payload) as { subscribed: boolean }).subscribed;
const normalised = (phoneNumber: string) => normaliseIndianMobile(phoneNumber)!;
/** The code the number's owner reads in the last SMS. */
const codeSentTo = (phoneNumber: string) => outbox.lastCodeTo(normalised(phoneNumber));
/** A code that is not the one sent. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const A_TOKEN = 'x'.repeat(43);

/** What the number's owner does: ask for a code, read it in the SMS, confirm it. Answers the token. */
async function confirmedSubscription(phoneNumber: string, propertyTypes?: unknown): Promise<string> {
  const asked = await subscribe({ phoneNumber, ...(propertyTypes === undefined ? {} : { propertyTypes }) });
  expect(asked.statusCode).toBe(200);
  const confirmed = await verify({ phoneNumber, code: await codeSentTo(phoneNumber) });
  expect(confirmed.statusCode).toBe(200);
  return (JSON.parse(confirmed.payload) as { token: string }).token;
}

describe('subscribing proves the number with a texted code', () => {
  it('texts a code to a number typed with spaces and dashes, keeps only its hash, and subscribes nothing yet', async () => {
    const response = await subscribe({ phoneNumber: '+91 98765-43210', propertyTypes: 'all' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.payload)).toEqual({ phoneNumber: '+919876543210', codeSent: true });
    const text = (await outbox.delivered()).at(-1)!;
    expect(text.to).toBe('+919876543210');
    expect(text.body).toMatch(/^Plotwise: your code is \d{6}\. It expires in 10 minutes\. Do not share it\.$/);
    const pending = await SmsVerification.query().findOne({ phone: '+919876543210' });
    expect(pending!.codeHash).not.toContain(await codeSentTo('9876543210'));
    expect(pending!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(await SmsSubscription.query().findOne({ phone: '+919876543210' })).toBeUndefined();
  });

  it('the right code subscribes with the types chosen, and its token shows and ends the subscription', async () => {
    const token = await confirmedSubscription('7000000001', ['residential', 'commercial', 'residential']);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await SmsSubscription.query().findOne({ phone: '+917000000001' });
    expect(stored).toMatchObject({ allTypes: false, propertyTypes: ['residential', 'commercial'], isActive: true });
    expect(stored!.verifiedAt).not.toBeNull();
    expect(stored!.tokenHash).not.toBe(token);
    expect(await SmsVerification.query().findOne({ phone: '+917000000001' })).toBeUndefined();
    // The same number in any accepted spelling.
    for (const spelling of ['7000000001', '+917000000001', '917000000001', '70000 00001']) expect(await subscribed(spelling, token)).toBe(true);

    const response = await unsubscribe({ phoneNumber: '+91 70000 00001', token });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.payload)).toEqual({ phoneNumber: '+917000000001', subscribed: false });
    expect(await subscribed('7000000001', token)).toBe(false);
    expect(await SmsSubscription.query().findOne({ phone: '+917000000001' })).toMatchObject({ isActive: false, tokenHash: null });
  });

  it('keeps all types when none is sent', async () => {
    await confirmedSubscription('7000000002');
    expect(await SmsSubscription.query().findOne({ phone: '+917000000002' })).toMatchObject({ allTypes: true, isActive: true });
  });

  it('status without the token, or with another one, says not subscribed, as for a number that never subscribed', async () => {
    const token = await confirmedSubscription('7000000003');
    const othersToken = await confirmedSubscription('7000000004');
    const never = await status('6999999999');
    for (const response of [await status('7000000003'), await status('7000000003', othersToken), await status('7000000003', A_TOKEN)]) {
      expect(response.statusCode).toBe(200);
      expect(response.payload).toBe(never.payload);
    }
    expect(JSON.parse(never.payload)).toEqual({ subscribed: false });
    expect(await subscribed('7000000003', token)).toBe(true);
  });

  it('unsubscribe without the right token changes nothing and answers as for a number that is not subscribed', async () => {
    const token = await confirmedSubscription('7000000005');
    const wrongToken = await unsubscribe({ phoneNumber: '7000000005', token: A_TOKEN });
    const notSubscribed = await unsubscribe({ phoneNumber: '6000000009', token: A_TOKEN });
    expect(wrongToken.statusCode).toBe(403);
    expect(messageOf(wrongToken)).toBe(SMS_ALERTS_TEXTS.notThisDevice);
    expect([notSubscribed.statusCode, notSubscribed.payload]).toEqual([wrongToken.statusCode, wrongToken.payload]);
    const noToken = await unsubscribe({ phoneNumber: '7000000005' });
    expect(noToken.statusCode).toBe(400);
    expect(messageOf(noToken)).toBe(SMS_ALERTS_TEXTS.tokenRequired);
    expect(await subscribed('7000000005', token)).toBe(true);
    // An ended token is like any other wrong one.
    expect((await unsubscribe({ phoneNumber: '7000000005', token })).statusCode).toBe(200);
    expect((await unsubscribe({ phoneNumber: '7000000005', token })).payload).toBe(wrongToken.payload);
  });

  it('a wrong code fails and subscribes nothing; the right one still works after it', async () => {
    await subscribe({ phoneNumber: '7100000001' });
    const code = await codeSentTo('7100000001');
    const wrong = await verify({ phoneNumber: '7100000001', code: otherThan(code) });
    expect(wrong.statusCode).toBe(400);
    expect(messageOf(wrong)).toBe(SMS_ALERTS_TEXTS.codeWrong);
    expect(await SmsSubscription.query().findOne({ phone: '+917100000001' })).toBeUndefined();
    expect((await verify({ phoneNumber: '7100000001', code })).statusCode).toBe(200);
    // A code works once.
    expect(messageOf(await verify({ phoneNumber: '7100000001', code }))).toBe(SMS_ALERTS_TEXTS.codeWrong);
  });

  it('an expired code fails', async () => {
    await subscribe({ phoneNumber: '7100000002' });
    await SmsVerification.query().patch({ expiresAt: new Date(Date.now() - 1000) }).where({ phone: '+917100000002' });
    const response = await verify({ phoneNumber: '7100000002', code: await codeSentTo('7100000002') });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(SMS_ALERTS_TEXTS.codeWrong);
    expect(await SmsSubscription.query().findOne({ phone: '+917100000002' })).toBeUndefined();
  });

  it('a code nobody asked for fails like a wrong one', async () => {
    expect(messageOf(await verify({ phoneNumber: '7100000003', code: '123456' }))).toBe(SMS_ALERTS_TEXTS.codeWrong);
  });

  it('five wrong codes lock the code, even against the right one, until a new code is asked for', async () => {
    await subscribe({ phoneNumber: '7100000004' });
    const code = await codeSentTo('7100000004');
    for (let attempt = 1; attempt < 5; attempt += 1) expect((await verify({ phoneNumber: '7100000004', code: otherThan(code) })).statusCode).toBe(400);
    const fifth = await verify({ phoneNumber: '7100000004', code: otherThan(code) });
    expect(fifth.statusCode).toBe(429);
    expect(messageOf(fifth)).toBe(SMS_ALERTS_TEXTS.codeLocked);
    expect((await verify({ phoneNumber: '7100000004', code })).statusCode).toBe(429);
    expect(await SmsSubscription.query().findOne({ phone: '+917100000004' })).toBeUndefined();

    await subscribe({ phoneNumber: '7100000004' });
    expect((await verify({ phoneNumber: '7100000004', code: await codeSentTo('7100000004') })).statusCode).toBe(200);
  });

  it('a new code replaces the one before', async () => {
    await subscribe({ phoneNumber: '7100000005' });
    const first = await codeSentTo('7100000005');
    await subscribe({ phoneNumber: '7100000005' });
    const second = await codeSentTo('7100000005');
    if (first !== second) expect(messageOf(await verify({ phoneNumber: '7100000005', code: first }))).toBe(SMS_ALERTS_TEXTS.codeWrong);
    expect((await verify({ phoneNumber: '7100000005', code: second })).statusCode).toBe(200);
  });

  it('a stranger subscribing a confirmed number changes nothing: the owner gets a code, the subscription stays', async () => {
    const token = await confirmedSubscription('7200000001');
    expect((await subscribe({ phoneNumber: '7200000001', propertyTypes: ['agricultural'] })).statusCode).toBe(200);
    expect(await SmsSubscription.query().findOne({ phone: '+917200000001' })).toMatchObject({ allTypes: true, isActive: true });
    expect(await subscribed('7200000001', token)).toBe(true);
  });

  it('a device without the token confirms the number again to unsubscribe; the earlier token then ends', async () => {
    const firstDevice = await confirmedSubscription('7200000002', ['commercial']);
    const secondDevice = await confirmedSubscription('7200000002', 'all');
    expect(await subscribed('7200000002', firstDevice)).toBe(false);
    expect((await unsubscribe({ phoneNumber: '7200000002', token: firstDevice })).statusCode).toBe(403);
    expect((await unsubscribe({ phoneNumber: '7200000002', token: secondDevice })).statusCode).toBe(200);
    expect(await SmsSubscription.query().where({ phone: '+917200000002' })).toHaveLength(1);
  });

  it('queues the code while the gateway is down: it waits for a retry instead of being lost', async () => {
    outbox.failNext = 1;
    const response = await subscribe({ phoneNumber: '7300000002' });
    expect(response.statusCode).toBe(200);
    await outbox.delivered();
    const waiting = await OutgoingMessage.query().findOne({ recipient: '+917300000002', purpose: 'verification-code' });
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'gateway timeout' });
  });

  it('answers a filled honeypot as if it texted a code, and texts nothing', async () => {
    const before = (await outbox.delivered()).length;
    const response = await subscribe({ phoneNumber: '9111111111', website: 'x' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.payload)).toEqual({ phoneNumber: '+919111111111', codeSent: true });
    expect((await outbox.delivered()).length).toBe(before);
    expect(await SmsVerification.query().findOne({ phone: '+919111111111' })).toBeUndefined();
  });

  it('limits subscription changes per address with 429', async () => {
    const from = nextAddress();
    for (let index = 0; index < FORM_LIMIT; index += 1) expect((await subscribe({ phoneNumber: `912222222${index}` }, from)).statusCode).toBe(200);
    for (const blocked of [await unsubscribe({ phoneNumber: '9122222220', token: A_TOKEN }, from), await verify({ phoneNumber: '9122222220', code: '123456' }, from)]) {
      expect(blocked.statusCode).toBe(429);
      expect(messageOf(blocked)).toMatch(/Too many submissions/);
    }
  });
});

describe('bad input to the subscription calls', () => {
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
    ['five digits', { phoneNumber: '9876543210', code: '12345' }, SMS_ALERTS_TEXTS.codeInvalid],
    ['letters', { phoneNumber: '9876543210', code: '12ab56' }, SMS_ALERTS_TEXTS.codeInvalid],
    ['an empty code', { phoneNumber: '9876543210', code: '' }, SMS_ALERTS_TEXTS.codeRequired],
    ['no code', { phoneNumber: '9876543210' }, SMS_ALERTS_TEXTS.codeRequired],
    ['a code as a number', { phoneNumber: '9876543210', code: 123456 }, 'code: Invalid input: expected string, received number'],
    ['a bad number', { phoneNumber: '123', code: '123456' }, INVALID],
    ['an unknown field', { phoneNumber: '9876543210', code: '123456', token: 'x' }, 'Unknown field: token'],
  ])('verify answers 400 for %s', async (_label, payload, message) => {
    const response = await verify(payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it.each([
    ['a bad number', '/api/notifications/status?phoneNumber=12345', INVALID],
    ['no number', '/api/notifications/status', 'Phone number is required'],
    ['a token that is not one', '/api/notifications/status?phoneNumber=9876543210&token=a%20b', SMS_ALERTS_TEXTS.tokenInvalid],
    ['an unknown field', '/api/notifications/status?phoneNumber=9876543210&x=1', 'Unknown field: x'],
  ])('status answers 400 for %s', async (_label, url, message) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('unsubscribe answers 400 for a bad number, a bad token and unknown fields', async () => {
    expect(messageOf(await unsubscribe({ phoneNumber: '123', token: A_TOKEN }))).toContain(INVALID);
    expect(messageOf(await unsubscribe({ phoneNumber: '9876543210', token: '<script>' }))).toBe(SMS_ALERTS_TEXTS.tokenInvalid);
    expect(messageOf(await unsubscribe({ phoneNumber: '9876543210', token: A_TOKEN, propertyTypes: 'all' }))).toBe('Unknown field: propertyTypes');
  });
});

describe('alerts for a newly approved project', () => {
  beforeAll(async () => {
    // Only the subscribers of this block: earlier tests' numbers are switched off.
    await SmsSubscription.query().patch({ isActive: false });
    await confirmedSubscription('9000000001', 'all');
    await confirmedSubscription('9000000002', ['residential']);
    await confirmedSubscription('9000000003', ['commercial', 'agricultural']);
    const token = await confirmedSubscription('9000000004', ['residential']);
    await unsubscribe({ phoneNumber: '9000000004', token });
    // Subscribed before numbers had to be confirmed: never proven, so never texted.
    await SmsSubscription.query().insert({ phone: '+919000000005', allTypes: true, propertyTypes: [], isActive: true });
    // A code asked for and not confirmed subscribes nothing.
    await subscribe({ phoneNumber: '9000000006', propertyTypes: 'all' });
  });

  it('queues one message per active, confirmed subscriber whose types match, once per project', async () => {
    const project = await insertProject({ title: 'Riverside Plots', projectType: 'residential', city: 'Nashik', startingPrice: 2_450_000 });
    expect(await queueProjectAlerts(project)).toBe(2);
    const queued = await OutgoingMessage.query().where('projectId', project.id).orderBy('recipient');
    expect(queued.map((message) => message.recipient)).toEqual(['+919000000001', '+919000000002']);
    expect(queued.every((message) => message.status === 'queued' && message.attempts === 0 && message.sentAt === null)).toBe(true);
    expect(queued[0]!.body).toBe('Plotwise: new residential project "Riverside Plots" in Nashik from Rs 24.50 Lakhs. Reply STOP to opt out.');
    // Approving again (or a retried request) texts nobody twice.
    expect(await queueProjectAlerts(project)).toBe(0);
    expect(await OutgoingMessage.query().where('projectId', project.id)).toHaveLength(2);
  });

  it('queues for all-types and matching-type subscribers of another type', async () => {
    const project = await insertProject({ projectType: 'agricultural' });
    expect(await queueProjectAlerts(project)).toBe(2);
    const phones = (await OutgoingMessage.query().where('projectId', project.id)).map((message) => message.recipient).sort();
    expect(phones).toEqual(['+919000000001', '+919000000003']);
  });

  it('queues nothing for a project that is not approved', async () => {
    const project = await insertProject({ approvalStatus: 'pending' });
    expect(await queueProjectAlerts(project)).toBe(0);
  });

  it('queues inside the caller transaction: a rolled-back approval leaves no alerts', async () => {
    const project = await insertProject({ projectType: 'commercial' });
    const trx = await OutgoingMessage.startTransaction();
    expect(await queueProjectAlerts(project, trx)).toBe(2);
    await trx.rollback();
    expect(await OutgoingMessage.query().where('projectId', project.id)).toHaveLength(0);
  });

  it('keeps alerts short: one SMS segment even for a long title', () => {
    const text = projectAlertText({ title: 'A'.repeat(120), projectType: 'mixed-use', city: 'Bangalore', startingPrice: 75_000_000 });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toContain('Rs 7.50 Cr');
  });
});
