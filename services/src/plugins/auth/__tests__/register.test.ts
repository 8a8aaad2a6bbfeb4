/** Registration: users and agents, the form's bounds, and the limits on abuse. */
import { Notification, User } from '../../../db/models';
import { AGENCY, authForms, hasSessionCookie, nextAddress, nextEmail, validRegistration, withLoginLimit } from '../../../../test/support/auth-forms';
import { messageOf as message, sessionCookieFrom, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({ configure: withLoginLimit });
const { register } = authForms(app);

describe('POST /api/auth/register', () => {
  it('creates an approved user, signs them in and answers 201 { user, message }', async () => {
    const payload = validRegistration({ email: '  Asha.Patil@Example.COM ' });
    const response = await register(payload);

    expect(response.statusCode).toBe(201);
    const body = response.result as { user: Record<string, unknown>; message: string };
    expect(body.message).toBe('Registration successful!');
    expect(body.user).toMatchObject({ name: 'Asha Patil', email: 'asha.patil@example.com', phone: '9876543210', role: 'user', isApproved: true });
    expect(Object.keys(body.user).sort()).toEqual(['createdAt', 'email', 'id', 'isApproved', 'name', 'phone', 'role']);

    const cookie = sessionCookieFrom(response);
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect((me.result as { user: { email: string } }).user.email).toBe('asha.patil@example.com');

    const stored = await User.query().findOne({ email: 'asha.patil@example.com' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('creates an agent awaiting approval and does not sign them in', async () => {
    const response = await register(validRegistration({ role: 'agent', ...AGENCY }));

    expect(response.statusCode).toBe(201);
    const body = response.result as { user: Record<string, unknown>; message: string };
    expect(body.message).toBe('Registration successful! Your agent account is pending admin approval.');
    expect(body.user).toMatchObject({ role: 'agent', isApproved: false });
    expect(hasSessionCookie(response)).toBe(false);
    const stored = await User.query().findOne({ email: (body.user as { email: string }).email });
    expect(stored).toMatchObject({ agencyName: 'Kiran Realty', reraAgentNumber: 'A51800012345' });
  });

  it('bounds the name, email and password with the form\'s messages', async () => {
    for (const [overrides, expected] of [
      [{ name: 'N'.repeat(101) }, 'Name must be at most 100 characters'],
      [{ email: `${'e'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
      [{ password: 'p'.repeat(201) }, 'Password must be at most 200 characters'],
    ] as const) {
      const response = await register(validRegistration({ email: nextEmail(), ...overrides }));
      expect([response.statusCode, message(response)]).toEqual([400, expected]);
    }
  });

  it("asks an agent for the agency and a RERA agent number, and keeps neither for a user", async () => {
    const noAgency = await register(validRegistration({ role: 'agent', email: nextEmail(), reraAgentNumber: 'A51800012345' }));
    expect(noAgency.statusCode).toBe(400);
    expect(message(noAgency)).toBe('Enter your agency name (or your own name if you work alone)');
    const badNumber = await register(validRegistration({ role: 'agent', email: nextEmail(), agencyName: 'Kiran Realty', reraAgentNumber: 'A 5' }));
    expect(badNumber.statusCode).toBe(400);
    expect(message(badNumber)).toBe('Enter your RERA agent number as on your registration, e.g. A51800012345');
    const karnataka = await register(validRegistration({ role: 'agent', email: nextEmail(), agencyName: 'Bengaluru Homes', reraAgentNumber: 'prm/ka/rera/1251/310/ag/180524/001234' }));
    expect(karnataka.statusCode).toBe(201);
    const email = nextEmail();
    expect((await register(validRegistration({ role: 'user', email, ...AGENCY }))).statusCode).toBe(201);
    expect(await User.query().findOne({ email })).toMatchObject({ agencyName: null, reraAgentNumber: null });
  });

  it("tells the admins of a new agent with an 'agent_registration' notification, and of no new user", async () => {
    const before = await Notification.query().where({ type: 'agent_registration' }).resultSize();
    await register(validRegistration({ role: 'user' }));
    expect(await Notification.query().where({ type: 'agent_registration' }).resultSize()).toBe(before);

    const email = nextEmail();
    await register(validRegistration({ role: 'agent', name: 'Kiran Agent', email, ...AGENCY }));
    const notification = await Notification.query().where({ type: 'agent_registration' }).orderBy('id', 'desc').first();
    expect(notification).toMatchObject({
      title: 'New agent registration',
      message: `Kiran Agent (${email}) registered as an agent and awaits approval.`,
      priority: 'high',
      link: '/admin/agents',
    });
  });

  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters'],
    ['name (blank after trimming)', { name: '  A  ' }, 'Name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Invalid email address'],
    ['phone', { phone: '98765' }, 'Phone number must be at least 10 digits'],
    ['phone that is not a number', { phone: 'javascript:alert(1)' }, 'Phone number must be at least 10 digits'],
    ['phone with too many digits', { phone: '98765432101234' }, 'Phone number must be at least 10 digits'],
    ['password', { password: '1234567' }, 'Password must be at least 8 characters'],
    ['role missing', { role: undefined }, 'Please select a role'],
    ['role admin', { role: 'admin' }, 'Please select a role'],
    ['role unknown', { role: 'owner' }, 'Please select a role'],
  ])('refuses a bad %s with 400 and its documented message', async (_label, overrides, expected) => {
    const response = await register(validRegistration(overrides));
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
  });

  it.each([
    ['name', 'Name must be at least 2 characters'],
    ['email', 'Invalid email address'],
    ['phone', 'Phone number must be at least 10 digits'],
    ['password', 'Password must be at least 8 characters'],
  ])('says what is wrong when %s is missing', async (field, expected) => {
    const payload: Record<string, unknown> = validRegistration();
    delete payload[field];
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
  });

  it('refuses fields a person may not set: isApproved, isActive, unknown ones', async () => {
    for (const extra of [{ isApproved: true }, { isActive: true }, { tokenVersion: 0 }, { confirmPassword: 'secret1' }]) {
      const response = await register(validRegistration({ role: 'agent', ...extra }));
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(`Unknown field: ${Object.keys(extra)[0]}`);
    }
  });

  it('answers 409 for an email already registered, in any case', async () => {
    const email = nextEmail();
    expect((await register(validRegistration({ email }))).statusCode).toBe(201);

    const again = await register(validRegistration({ email: email.toUpperCase(), role: 'agent', ...AGENCY }));
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe('An account with this email already exists');
    expect(hasSessionCookie(again)).toBe(false);
    expect(await User.query().whereRaw('lower(email) = ?', [email]).resultSize()).toBe(1);
  });

  it('bounds the accounts one address creates, with 429 and Retry-After; other addresses go on', async () => {
    const address = nextAddress();
    for (let created = 0; created < 5; created += 1) {
      expect((await register(validRegistration(created % 2 ? { role: 'agent', ...AGENCY } : { role: 'user' }), address)).statusCode).toBe(201);
    }
    const flooded = await register(validRegistration({ role: 'agent', ...AGENCY }), address);
    expect(flooded.statusCode).toBe(429);
    expect(message(flooded)).toBe('Too many accounts were created from your network. Please try again later.');
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(validRegistration())).statusCode).toBe(201);
  });

  it('refuses one of the most common passwords with 400, whatever its case, and creates nothing', async () => {
    for (const password of ['password123', 'Iloveyou1', 'qwertyuiop']) {
      const email = nextEmail();
      const response = await register(validRegistration({ email, password }));
      expect([password, response.statusCode, message(response)]).toEqual([
        password,
        400,
        'This password is one of the most common ones. Choose one that is harder to guess.',
      ]);
      expect(await User.query().where({ email }).resultSize()).toBe(0);
    }
  });

  it('rate limits repeated probes of registered emails per address with 429', async () => {
    const emails = [nextEmail(), nextEmail(), nextEmail()];
    for (const email of emails) await register(validRegistration({ email }));
    const address = nextAddress();
    for (const email of emails) {
      expect((await register(validRegistration({ email }), address)).statusCode).toBe(409);
    }
    const blocked = await register(validRegistration(), address);
    expect(blocked.statusCode).toBe(429);
    expect(message(blocked)).toBe('Too many login attempts. Please try again later.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
