import { NEWSLETTER_ISSUE_TEXTS } from '@plotwise/contracts';
import { NewsletterSubscriber, OutgoingMessage, User } from '../../../db/models';
import { RecordingEmailSender } from '../../../../test/support/email-outbox';
import { messageOf, postJson } from '../../../../test/support/public-form';
import { expectAdminOnly, useTestApp } from '../../../../test/support/test-app';

const mail = new RecordingEmailSender();
const app = useTestApp({ emailSender: mail, signInAdmin: true });

const subscribe = (email: string) => postJson(app, '/api/newsletter', { email });
const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') => new URL(new RegExp(`https?://\\S+/api/newsletter/${kind}/\\S+`).exec(text)![0]).pathname;
const writeIssue = async (subject = 'Plot prices in Pune', body = '# This month\n\n- Baner up 4%\n- Wagholi steady') => {
  const response = await app.asAdmin('POST', '/api/admin/newsletter/issues', { subject, body });
  expect(response.statusCode).toBe(201);
  return response.result as { id: number };
};

describe('newsletter double opt-in', () => {
  it('emails a confirmation link; only a confirmed address receives an issue, once, with one-click unsubscribe', async () => {
    expect((await subscribe('Reader@Example.com')).statusCode).toBe(201);
    expect((await subscribe('quiet@example.com')).statusCode).toBe(201);
    const confirmation = (await mail.sentTo('reader@example.com')).at(-1)!;
    expect(confirmation.subject).toBe(NEWSLETTER_ISSUE_TEXTS.confirmSubject);
    const confirmPath = linkIn(confirmation.text, 'confirm');
    expect((await app.inject({ url: confirmPath })).payload).toContain('Confirm subscription</button>');
    expect((await NewsletterSubscriber.query().findOne({ email: 'reader@example.com' }))?.confirmedAt).toBeNull();
    expect((await app.inject({ method: 'POST', url: confirmPath })).statusCode).toBe(200);

    const issue = await writeIssue();
    const sent = await app.asAdmin('POST', `/api/admin/newsletter/issues/${issue.id}/send`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.result).toMatchObject({ issue: { recipients: 1 }, message: NEWSLETTER_ISSUE_TEXTS.sent(1) });
    const [received] = (await mail.sentTo('reader@example.com')).filter((email) => email.subject === 'Plot prices in Pune');
    expect(received?.text).toContain('- Baner up 4%');
    const unsubscribePath = linkIn(received!.text, 'unsubscribe');
    expect(received?.headers?.['List-Unsubscribe']).toBe(`<http://127.0.0.1:0${unsubscribePath}>`);
    expect(received?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await mail.sentTo('quiet@example.com')).toHaveLength(1);

    const again = await app.asAdmin('POST', `/api/admin/newsletter/issues/${issue.id}/send`, {});
    expect(again.statusCode).toBe(409);
    const listed = await app.asAdmin('GET', '/api/admin/newsletter/issues');
    expect(listed.result).toMatchObject({ confirmedSubscribers: 1, items: [{ id: issue.id, recipients: 1, delivered: 1 }] });

    const oneClick = await app.inject({ method: 'POST', url: unsubscribePath, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.statusCode).toBe(200);
    const next = await writeIssue('Next month');
    expect((await app.asAdmin('POST', `/api/admin/newsletter/issues/${next.id}/send`, {})).result).toMatchObject({ issue: { recipients: 0 } });
  });

  it('resends the confirmation at most once a day to an unconfirmed address', async () => {
    await subscribe('twice@example.com');
    await subscribe('twice@example.com');
    expect(await mail.sentTo('twice@example.com')).toHaveLength(1);
  });
});

describe('admin newsletter issues', () => {
  it('edits a draft, sends a test to the admin only, and keeps a sent issue as sent', async () => {
    await User.query().findById(app.adminId).patch({ email: 'admin@plotwise.test' });
    const issue = await writeIssue('Draft');
    const edited = await app.asAdmin('PUT', `/api/admin/newsletter/issues/${issue.id}`, { subject: 'Edited', body: 'Hello' });
    expect(edited.result).toMatchObject({ subject: 'Edited', body: 'Hello', sentAt: null });
    const test = await app.asAdmin('POST', `/api/admin/newsletter/issues/${issue.id}/test`, {});
    expect(test.result).toEqual({ message: NEWSLETTER_ISSUE_TEXTS.testSent('admin@plotwise.test') });
    expect((await mail.sentTo('admin@plotwise.test')).map((email) => email.subject)).toEqual(['[Test] Edited']);
    await app.asAdmin('POST', `/api/admin/newsletter/issues/${issue.id}/send`, {});
    expect((await app.asAdmin('PUT', `/api/admin/newsletter/issues/${issue.id}`, { subject: 'Late', body: 'x' })).statusCode).toBe(409);
  });

  it('refuses an empty subject or body with the form\'s message', async () => {
    const response = await app.asAdmin('POST', '/api/admin/newsletter/issues', { subject: ' ', body: 'x' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(NEWSLETTER_ISSUE_TEXTS.subjectRequired);
  });

  it('queues each subscriber once per issue even when the send is retried after a crash', async () => {
    const issue = await writeIssue('Crash safe');
    await NewsletterSubscriber.query().patch({ confirmedAt: new Date(), unsubscribedAt: null });
    const { messages } = app.server.app;
    const rows = await NewsletterSubscriber.query().whereNotNull('confirmedAt');
    const batch = rows.map((row) => ({ channel: 'email' as const, recipient: row.email, body: 'x', purpose: 'newsletter-issue', idempotencyKey: `newsletter-issue:${issue.id}:${row.id}` }));
    // A first run queued them and died before marking the issue sent: the real send adds none and counts them.
    await messages.enqueueMany(batch);
    const sent = await app.asAdmin('POST', `/api/admin/newsletter/issues/${issue.id}/send`, {});
    expect(sent.result).toMatchObject({ issue: { recipients: rows.length } });
    expect(await OutgoingMessage.query().where('idempotencyKey', 'like', `newsletter-issue:${issue.id}:%`).resultSize()).toBe(rows.length);
  });

  it('is the admin\'s alone', async () => {
    await expectAdminOnly(app, [
      ['GET', '/api/admin/newsletter/issues'],
      ['POST', '/api/admin/newsletter/issues', { subject: 'a', body: 'b' }],
      ['PUT', '/api/admin/newsletter/issues/1', { subject: 'a', body: 'b' }],
      ['POST', '/api/admin/newsletter/issues/1/test', {}],
      ['POST', '/api/admin/newsletter/issues/1/send', {}],
    ]);
  });
});
