import { NEWSLETTER_ISSUE_TEXTS, NEWSLETTER_RECONFIRM_TEXTS } from '@plotwise/contracts';
import { NewsletterSubscriber, OutgoingMessage } from '../../../db/models';
import { RecordingEmailSender } from '../../../../test/support/email-outbox';
import { postJson } from '../../../../test/support/public-form';
import { expectAdminOnly, useTestApp } from '../../../../test/support/test-app';

const mail = new RecordingEmailSender();
const app = useTestApp({ emailSender: mail, signInAdmin: true });

/** An address that signed up before double opt-in: no confirmation, never sent a link. */
const legacy = (email: string) => NewsletterSubscriber.query().insert({ email, createdAt: new Date('2025-01-10T06:00:00Z') });
const confirmPathIn = (text: string) => new URL(/https?:\/\/\S+\/api\/newsletter\/confirm\/\S+/.exec(text)![0]).pathname;

describe('asking subscribers from before double opt-in to confirm', () => {
  it('mails each waiting subscriber one link, never twice, and the link confirms them for the next issue', async () => {
    await legacy('old-reader@example.com');
    await legacy('old-quiet@example.com');
    await NewsletterSubscriber.query().insert({ email: 'old-gone@example.com', unsubscribedAt: new Date() });
    await NewsletterSubscriber.query().insert({ email: 'old-fan@example.com', confirmedAt: new Date() });
    // A new sign-up was already sent its link: it is not from before.
    expect((await postJson(app, '/api/newsletter', { email: 'new@example.com' })).statusCode).toBe(201);
    expect((await app.asAdmin('GET', '/api/admin/newsletter/reconfirm')).result).toEqual({ waiting: 2, asked: 0 });

    const asked = await app.asAdmin('POST', '/api/admin/newsletter/reconfirm', {});
    expect(asked.statusCode).toBe(200);
    expect(asked.result).toEqual({ waiting: 0, asked: 2, queued: 2, message: NEWSLETTER_RECONFIRM_TEXTS.queued(2) });
    const again = await app.asAdmin('POST', '/api/admin/newsletter/reconfirm', {});
    expect(again.result).toMatchObject({ waiting: 0, asked: 2, queued: 0 });

    const [email, ...more] = await mail.sentTo('old-reader@example.com');
    expect(more).toHaveLength(0);
    expect(email?.subject).toBe(NEWSLETTER_ISSUE_TEXTS.confirmSubject);
    expect(email?.text).toContain('http://127.0.0.1:0/api/newsletter/confirm/');
    expect(await mail.sentTo('old-gone@example.com')).toHaveLength(0);
    expect(await mail.sentTo('old-fan@example.com')).toHaveLength(0);
    expect(await mail.sentTo('new@example.com')).toHaveLength(1);

    const confirmed = await app.inject({ method: 'POST', url: confirmPathIn(email!.text) });
    expect(confirmed.statusCode).toBe(200);
    const issue = await app.asAdmin('POST', '/api/admin/newsletter/issues', { subject: 'Back in touch', body: 'Hello again' });
    const sent = await app.asAdmin('POST', `/api/admin/newsletter/issues/${(issue.result as { id: number }).id}/send`, {});
    expect(sent.result).toMatchObject({ issue: { recipients: 2 } });
    expect((await mail.sentTo('old-reader@example.com')).map((message) => message.subject)).toContain('Back in touch');
    expect((await mail.sentTo('old-quiet@example.com')).map((message) => message.subject)).not.toContain('Back in touch');
  });

  it('queues nobody twice even when a row was asked by a run that died before marking it', async () => {
    const row = await legacy('half-done@example.com');
    // The earlier run queued the message, then stopped before marking the row asked.
    await app.server.app.messages.enqueueMany([{ channel: 'email', recipient: row.email, body: 'x', purpose: 'newsletter-reconfirm', idempotencyKey: `newsletter-reconfirm:${row.id}` }]);
    const asked = await app.asAdmin('POST', '/api/admin/newsletter/reconfirm', {});
    expect(asked.result).toMatchObject({ waiting: 0, queued: 0 });
    expect(await OutgoingMessage.query().where({ recipient: 'half-done@example.com' }).resultSize()).toBe(1);
  });

  it('is the admin\'s alone', async () => {
    await expectAdminOnly(app, [
      ['GET', '/api/admin/newsletter/reconfirm'],
      ['POST', '/api/admin/newsletter/reconfirm', {}],
    ]);
  });
});
