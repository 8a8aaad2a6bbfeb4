import pino from 'pino';
import { OutgoingMessage } from '../../db/models';
import { SmtpEmailSender, type EmailSender } from '../../email/email-sender';
import { bossSchema, MESSAGES_QUEUE, MessageQueue, TwilioSmsSender } from '..';
import { capturingLogger } from '../../../test/support/log-capture';
import { startFakeTwilio, startSmtpServer } from '../../../test/support/local-gateways';
import { useTestApp } from '../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });
// Retries wait out real backoff delays, on a busy machine.
jest.setTimeout(120_000);
const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
const queues: MessageQueue[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await smtp.stop();
  await twilio.stop();
});

/** A worker process of its own on the app's database: the SMTP server and the fake Twilio as its gateways. */
async function worker(options: { email?: EmailSender; log?: pino.Logger; retryLimit?: number; expireInSeconds?: number } = {}): Promise<MessageQueue> {
  const email = options.email ?? new SmtpEmailSender({ host: '127.0.0.1', port: smtp.port, user: null, pass: null }, 'Plotwise <no-reply@plotwise.in>');
  const sms = new TwilioSmsSender({ accountSid: ACCOUNT_SID, authToken: 'test-auth-token-0123456789', from: { number: '+15005550006' }, apiUrl: twilio.url });
  const schema = bossSchema(app.config.database.client === 'pg' ? app.config.database.schema : null);
  const queue = new MessageQueue(app.knex, { email, sms }, {
    schema, retryLimit: options.retryLimit ?? 3, retryDelaySeconds: 1, expireInSeconds: options.expireInSeconds ?? 120,
    pollIntervalMs: 0, batchSize: 10, supervise: false, log: options.log ?? pino({ level: 'silent' }),
  });
  await queue.start();
  queues.push(queue);
  return queue;
}

/** Drains until the message is no longer queued (retries wait out their backoff), or a minute passes. */
async function drainUntilSettled(queue: MessageQueue, messageId: number): Promise<OutgoingMessage> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    await queue.drain();
    const message = await OutgoingMessage.query().findById(messageId);
    if (message!.status !== 'queued') return message!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Message ${messageId} was still queued after a minute`);
}

const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe('the message queue', () => {
  it('emails through a real SMTP server, once per idempotency key', async () => {
    const queue = await worker();
    const email = { to: 'buyer@example.com', subject: 'Your site visit', text: 'See you on Saturday.' };
    const first = await queue.sendEmail(email, { idempotencyKey: 'visit:1', purpose: 'test' });
    const again = await queue.sendEmail(email, { idempotencyKey: 'visit:1', purpose: 'test' });
    expect(again).toEqual({ messageId: first.messageId, queued: false });
    expect(await drainUntilSettled(queue, first.messageId)).toMatchObject({ status: 'sent', attempts: 1 });
    await queue.drain();
    expect(mailTo('buyer@example.com')).toHaveLength(1);
    expect(mailTo('buyer@example.com')[0]!.raw).toMatch(/^Message-ID: <[0-9a-f]{32}@plotwise\.messages>/im);
    expect(mailTo('buyer@example.com')[0]!.raw).toContain('See you on Saturday.');
  });

  it("texts through Twilio's Messages API: its path, basic auth and form fields", async () => {
    const queue = await worker();
    const { messageId } = await queue.sendSms({ to: '+919876500001', body: 'Plotwise: hello' }, { idempotencyKey: 'sms:format', purpose: 'test' });
    expect(await drainUntilSettled(queue, messageId)).toMatchObject({ status: 'sent' });
    const request = twilio.requests.find((sent) => sent.form.To === '+919876500001')!;
    expect(request).toEqual({
      path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:test-auth-token-0123456789`).toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { To: '+919876500001', Body: 'Plotwise: hello', From: '+15005550006' },
    });
  });

  it('rides out a gateway outage: 500s are retried with a growing delay, then the text is sent once', async () => {
    const queue = await worker();
    twilio.failNext = 2;
    const { messageId } = await queue.sendSms({ to: '+919876500002', body: 'Plotwise: outage' }, { idempotencyKey: 'sms:outage', purpose: 'test' });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const before = Date.now();
      while ((await queue.drain()) === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      const { jobId } = (await OutgoingMessage.query().findById(messageId))!;
      const job = await queue.boss.getJobById(MESSAGES_QUEUE, jobId!);
      // pg-boss counts a retry when it hands the job out again.
      expect(job).toMatchObject({ state: 'retry', retryCount: attempt - 1 });
      delays.push(new Date(job!.startAfter).getTime() - before);
    }
    // pg-boss's backoff: at least 1 s, then at least 2 s.
    expect(delays[0]).toBeGreaterThanOrEqual(1000);
    expect(delays[1]).toBeGreaterThanOrEqual(2000);
    expect(await drainUntilSettled(queue, messageId)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(twilio.requests.filter((sent) => sent.form.To === '+919876500002')).toHaveLength(3);
  });

  it('a worker that dies mid-send loses nothing: its job is handed out again and the email is sent once', async () => {
    // The first worker hangs inside its send, as a process killed there would never answer.
    const dying = await worker({ email: { send: () => new Promise<void>(() => undefined) }, expireInSeconds: 1 });
    const { messageId } = await dying.sendEmail({ to: 'crash@example.com', subject: 'Lead', text: 'A new lead' }, { idempotencyKey: 'crash:1', purpose: 'test' });
    void dying.drain();
    for (let waited = 0; (await OutgoingMessage.query().findById(messageId))!.attempts === 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const survivor = await worker();
    expect(await survivor.drain()).toBe(0);
    // Past its expiry, maintenance hands the job out again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await survivor.boss.maintain();
    expect(await drainUntilSettled(survivor, messageId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailTo('crash@example.com')).toHaveLength(1);
  });

  it('dead-letters a message after its last retry: a failed row an admin lists, an error in the log, the job in the dead-letter queue', async () => {
    const { logger, entries } = capturingLogger<{ msg: string; messageId?: number }>('error');
    const queue = await worker({ log: logger, retryLimit: 1 });
    twilio.failNext = 2;
    const { messageId } = await queue.sendSms({ to: '+919876500003', body: 'Plotwise: doomed' }, { idempotencyKey: 'sms:doomed', purpose: 'lead-notification' });
    expect(await drainUntilSettled(queue, messageId)).toMatchObject({ status: 'failed', attempts: 2, lastError: expect.stringContaining('Twilio answered 500') });
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'Message dead-lettered: it was not delivered', messageId }));
    const job = await queue.boss.getJobById(MESSAGES_QUEUE, (await OutgoingMessage.query().findById(messageId))!.jobId!);
    expect(job?.state).toBe('failed');
    expect(await queue.boss.getQueueSize('messages-dead-letter')).toBeGreaterThanOrEqual(1);

    const listed = await app.asAdmin('GET', '/api/admin/messages?status=failed');
    expect(listed.statusCode).toBe(200);
    expect((listed.result as { items: { id: number; purpose: string }[] }).items).toContainEqual(expect.objectContaining({ id: messageId, purpose: 'lead-notification', status: 'failed' }));
    // The list masks who it was for: enough to tell messages apart, not a copy of the contact.
    expect((listed.result as { items: { id: number; recipient: string }[] }).items.find((item) => item.id === messageId)!.recipient).toBe('+91 98*****003');

    // Sent again by an admin once the gateway is back: delivered once.
    expect((await app.asAdmin('POST', `/api/admin/messages/${messageId}/retry`)).statusCode).toBe(200);
    expect((await app.asAdmin('POST', `/api/admin/messages/${messageId}/retry`)).statusCode).toBe(409);
    expect(await drainUntilSettled(queue, messageId)).toMatchObject({ status: 'sent' });
  });

  it('a refusal no retry can change (Twilio 400) fails at once', async () => {
    const queue = await worker();
    twilio.failNext = 1;
    twilio.failStatus = 400;
    try {
      const { messageId } = await queue.sendSms({ to: '+919876500004', body: 'Plotwise: bad number' }, { idempotencyKey: 'sms:bad', purpose: 'test' });
      expect(await drainUntilSettled(queue, messageId)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('error 21211') });
    } finally {
      twilio.failStatus = 500;
    }
  });

  it('answers 400 for a bad status and 404 for an unknown message', async () => {
    expect((await app.asAdmin('GET', '/api/admin/messages?status=lost')).statusCode).toBe(400);
    expect((await app.asAdmin('POST', '/api/admin/messages/999999/retry')).statusCode).toBe(404);
  });
});
