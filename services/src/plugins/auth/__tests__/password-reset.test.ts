import { createHash } from 'node:crypto';
import { PASSWORD_RESET, PASSWORD_RESET_TEXTS } from '@plotwise/contracts';
import { PasswordResetToken, User } from '../../../db/models';
import { expectBurstHeld } from '../../../../test/support/burst';
import { RecordingEmailSender } from '../../../../test/support/email-outbox';
import { insertUser } from '../../../../test/support/fixtures';
import { ADMIN, messageOf, sessionCookieFrom, useTestApp } from '../../../../test/support/test-app';

const mailbox = new RecordingEmailSender();
const PUBLIC_FORM_LIMIT = 6;
const app = useTestApp({
  emailSender: mailbox,
  configure: (config) => ({ ...config, publicFormRateLimit: { maxAttempts: PUBLIC_FORM_LIMIT, windowMs: 60_000 } }),
});

// Each request comes from its own address unless a test is about the address.
let addressCounter = 10;
const nextAddress = () => `10.18.0.${(addressCounter += 1)}`;

function askForLink(email: unknown, remoteAddress = nextAddress(), host = 'localhost:3000') {
  return app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } as object, headers: { host }, remoteAddress });
}
function reset(payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: payload as object, remoteAddress: nextAddress() });
}
function login(email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextAddress() });
}
const me = async (cookie: string) => (JSON.parse((await app.inject({ url: '/api/auth/me', headers: { cookie } })).payload) as { user: { id: number } | null }).user;

/** An account whose emailed token is at hand. */
async function accountWithLink(overrides: Partial<User> = {}) {
  const user = await insertUser(overrides);
  expect((await askForLink(user.email)).statusCode).toBe(202);
  return { user, email: user.email!, token: await mailbox.lastResetTokenTo(user.email!) };
}

describe('POST /api/auth/forgot-password', () => {
  it("emails the account a link to /reset-password with a 256-bit token, and keeps only the token's hash", async () => {
    const user = await insertUser({ name: 'Asha Patil' });
    const response = await askForLink(`  ${user.email!.toUpperCase()} `);
    expect(response.statusCode).toBe(202);
    expect(JSON.parse(response.payload)).toEqual({ message: PASSWORD_RESET_TEXTS.linkSent });

    const [email] = await mailbox.sentTo(user.email!);
    expect(email?.subject).toBe('Reset your Plotwise password');
    expect(email?.text).toContain('Hello Asha Patil,');
    expect(email?.text).toContain('30 minutes');
    const link = await mailbox.lastResetLinkTo(user.email!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const stored = await PasswordResetToken.query().findById(user.id);
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(await app.knex('password_reset_tokens').select())).not.toContain(token);
    const lifetime = new Date(stored!.expiresAt).getTime() - new Date(stored!.createdAt).getTime();
    expect(lifetime).toBe(PASSWORD_RESET.linkTtlMinutes * 60_000);
  });

  it('builds the link on PUBLIC_URL when it is set, whatever host the request names', async () => {
    const { shared } = app.server.app;
    const before = shared.publicUrl;
    shared.publicUrl = 'https://plotwise.in';
    try {
      const user = await insertUser();
      await askForLink(user.email, nextAddress(), 'attacker.example');
      expect((await mailbox.lastResetLinkTo(user.email!)).origin).toBe('https://plotwise.in');
    } finally {
      shared.publicUrl = before;
    }
  });

  it('never builds a link on a host the request names: without PUBLIC_URL, only this machine gets one', async () => {
    const user = await insertUser();
    const sentBefore = (await mailbox.delivered()).length;
    const answer = await askForLink(user.email, nextAddress(), 'attacker.example');
    // The same answer as ever, and no email that would carry the token to attacker.example.
    expect(answer.statusCode).toBe(202);
    expect((await mailbox.delivered()).length).toBe(sentBefore);
    expect(await PasswordResetToken.query().findById(user.id)).toBeUndefined();
  });

  it('sends no link when the Host only looks like this machine to a URL parser', async () => {
    const user = await insertUser();
    const sentBefore = (await mailbox.delivered()).length;
    // WHATWG URL reads host "localhost" here; a mail client reading "localhost\" as a user name opens evil.example.com.
    for (const host of ['localhost\\@evil.example.com', 'localhost:3000\\@evil.example.com', 'localhost/@evil.example.com']) {
      expect((await askForLink(user.email, nextAddress(), host)).statusCode).toBe(202);
    }
    expect((await mailbox.delivered()).length).toBe(sentBefore);
  });

  it('answers an unknown email, a suspended account and the admin exactly like a known one, and emails nobody', async () => {
    const known = await insertUser();
    const knownAnswer = await askForLink(known.email);
    const suspended = await insertUser({ isActive: false });
    const sentBefore = (await mailbox.delivered()).length;
    for (const email of ['nobody-here@example.com', suspended.email, `${ADMIN.username}@example.com`]) {
      const answer = await askForLink(email);
      expect(answer.statusCode).toBe(knownAnswer.statusCode);
      expect(answer.payload).toBe(knownAnswer.payload);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect((await mailbox.delivered()).length).toBe(sentBefore);
    expect(await PasswordResetToken.query().findById(suspended.id)).toBeUndefined();
  });

  it('emails agents too, approved or awaiting approval', async () => {
    for (const isApproved of [true, false]) {
      const agent = await insertUser({ role: 'agent', isApproved });
      await askForLink(agent.email);
      expect(await mailbox.sentTo(agent.email!)).toHaveLength(1);
    }
  });

  it('answers at once even while the mail server is slow, and still 202 when it refuses', async () => {
    const slow = await insertUser();
    mailbox.hold = true;
    try {
      expect((await askForLink(slow.email)).statusCode).toBe(202);
    } finally {
      mailbox.hold = false;
    }
    const refused = await insertUser();
    mailbox.failNext = 1;
    expect((await askForLink(refused.email)).statusCode).toBe(202);
  });

  it(`lets one address ask ${PASSWORD_RESET.linksPerAsker} links an hour for one email (429 after), known or not; other emails go on`, async () => {
    for (const email of [(await insertUser()).email!, 'unknown-limited@example.com']) {
      const address = nextAddress();
      for (let attempt = 0; attempt < PASSWORD_RESET.linksPerAsker; attempt += 1) expect((await askForLink(email, address)).statusCode).toBe(202);
      const refused = await askForLink(email, address);
      expect(refused.statusCode).toBe(429);
      expect(messageOf(refused)).toBe(PASSWORD_RESET_TEXTS.tooManyLinks);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await mailbox.sentTo(email)).length).toBeLessThanOrEqual(PASSWORD_RESET.linksPerAsker);
      expect((await askForLink('someone-else@example.com', address)).statusCode).toBe(202);
    }
  });

  it('lets a burst from one address ask for no more links than its allowance', async () => {
    const user = await insertUser();
    const address = nextAddress();
    await expectBurstHeld(PASSWORD_RESET.linksPerAsker, () => askForLink(user.email, address), { throughStatus: 202 });
    expect(await mailbox.sentTo(user.email!)).toHaveLength(PASSWORD_RESET.linksPerAsker);
  });

  it('does not let a stranger asking from three addresses, past its shares, shut the owner out', async () => {
    const owner = await insertUser();
    // A stranger asks from each of three addresses until refused.
    for (const stranger of [nextAddress(), nextAddress(), nextAddress()]) {
      for (let attempt = 0; attempt < 10; attempt += 1) if ((await askForLink(owner.email, stranger)).statusCode === 429) break;
    }
    const before = (await mailbox.sentTo(owner.email!)).length;
    expect((await askForLink(owner.email, nextAddress())).statusCode).toBe(202);
    expect(await mailbox.sentTo(owner.email!)).toHaveLength(before + 1);
  });

  it(`sends an email at most ${PASSWORD_RESET.linksPerEmail} links an hour from every address together, answering every ask alike`, async () => {
    const known = await insertUser();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => askForLink(index % 2 === 0 ? known.email : 'nobody-flooded@example.com')));
    // Past the ceiling, the same 202 and message as ever: no tell that it is reached, nor which email exists.
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.payload}`))).toEqual(new Set([`202 ${JSON.stringify({ message: PASSWORD_RESET_TEXTS.linkSent })}`]));
    expect(await mailbox.sentTo(known.email!)).toHaveLength(PASSWORD_RESET.linksPerEmail);
  });

  it('bounds one address with the public forms allowance, whichever emails it asks about', async () => {
    const address = '10.18.9.9';
    for (let index = 0; index < PUBLIC_FORM_LIMIT; index += 1) expect((await askForLink(`spread-${index}@example.com`, address)).statusCode).toBe(202);
    const refused = await askForLink('spread-last@example.com', address);
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toBe('Too many submissions from your network. Please wait a few minutes and try again.');
  });

  it('refuses a missing or malformed email with the form message, and unknown fields', async () => {
    expect(messageOf(await askForLink('not-an-email'))).toBe('Invalid email address');
    const missing = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: {}, remoteAddress: nextAddress() });
    expect(missing.statusCode).toBe(400);
    const extra = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@example.com', role: 'admin' }, remoteAddress: nextAddress() });
    expect(extra.statusCode).toBe(400);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password: the old one stops working, the new one signs in, and every earlier session ends', async () => {
    const user = await insertUser();
    const session = sessionCookieFrom(await login(user.email!, 'secret-password'));
    expect(await me(session)).toMatchObject({ id: user.id });
    await askForLink(user.email);

    const response = await reset({ token: await mailbox.lastResetTokenTo(user.email!), password: 'a-new-plot-secret' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.payload)).toEqual({ message: PASSWORD_RESET_TEXTS.passwordReset });
    expect(response.headers['set-cookie']).toBeUndefined();

    expect(await me(session)).toBeNull();
    expect((await login(user.email!, 'secret-password')).statusCode).toBe(401);
    expect((await login(user.email!, 'a-new-plot-secret')).statusCode).toBe(200);
  });

  it('works once: the used link answers 400 with the invalid-link message', async () => {
    const { email, token } = await accountWithLink();
    expect((await reset({ token, password: 'first-new-secret' })).statusCode).toBe(200);
    const again = await reset({ token, password: 'second-new-secret' });
    expect(again.statusCode).toBe(400);
    expect(messageOf(again)).toBe(PASSWORD_RESET_TEXTS.invalidLink);
    expect((await login(email, 'first-new-secret')).statusCode).toBe(200);
  });

  it('ends the older link when a new one is sent', async () => {
    const { email, token: older } = await accountWithLink();
    await askForLink(email);
    const newer = await mailbox.lastResetTokenTo(email);
    expect(newer).not.toBe(older);
    expect(messageOf(await reset({ token: older, password: 'older-link-secret' }))).toBe(PASSWORD_RESET_TEXTS.invalidLink);
    expect((await reset({ token: newer, password: 'newer-link-secret' })).statusCode).toBe(200);
  });

  it(`refuses a link older than ${PASSWORD_RESET.linkTtlMinutes} minutes and forgets it`, async () => {
    const { user, email, token } = await accountWithLink();
    await PasswordResetToken.query().findById(user.id).patch({ expiresAt: new Date(Date.now() - 1000) });
    const response = await reset({ token, password: 'too-late-secret' });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(PASSWORD_RESET_TEXTS.invalidLink);
    expect(await PasswordResetToken.query().findById(user.id)).toBeUndefined();
    expect((await login(email, 'secret-password')).statusCode).toBe(200);
  });

  it('refuses unknown and malformed tokens alike', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'B'.repeat(42)}!`, '']) {
      const response = await reset({ token, password: 'whatever-secret' });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(PASSWORD_RESET_TEXTS.invalidLink);
    }
  });

  it("applies registration's password rule, and a refused password leaves the link usable", async () => {
    const { email, token } = await accountWithLink();
    const short = await reset({ token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe('Password must be at least 8 characters');
    const common = await reset({ token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(messageOf(common)).toBe('This password is one of the most common ones. Choose one that is harder to guess.');
    expect((await reset({ token, password: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await reset({ token, password: 'finally-a-good-one' })).statusCode).toBe(200);
    expect((await login(email, 'finally-a-good-one')).statusCode).toBe(200);
  });

  it('refuses the link of an account suspended after it was sent', async () => {
    const { user, token } = await accountWithLink();
    await User.query().findById(user.id).patch({ isActive: false });
    expect(messageOf(await reset({ token, password: 'suspended-secret' }))).toBe(PASSWORD_RESET_TEXTS.invalidLink);
  });

  it('ends an outstanding link when the password is changed in settings', async () => {
    const { user, token } = await accountWithLink();
    const session = sessionCookieFrom(await login(user.email!, 'secret-password'));
    const changed = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'secret-password', newPassword: 'changed-in-settings' },
      headers: { cookie: session },
    });
    expect(changed.statusCode).toBe(200);
    expect(messageOf(await reset({ token, password: 'link-after-change' }))).toBe(PASSWORD_RESET_TEXTS.invalidLink);
  });
});
