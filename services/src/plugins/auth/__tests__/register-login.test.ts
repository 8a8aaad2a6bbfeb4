import { Notification, User } from '../../../db/models';
import { insertProject, insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { loginAsAdmin, sessionCookieFrom, useTestApp } from '../../../../test/support/test-app';
import { ACCOUNT_DELAY_BASE_MS } from '../login-throttle';

const app = useTestApp({
    configure: (config) => ({ ...config, loginRateLimit: { maxAttempts: 3, windowMs: 60_000 } }),
  });

// Each request comes from its own address unless a test is about the address.
let addressCounter = 10;
const nextAddress = () => `10.1.0.${(addressCounter += 1)}`;
let emailCounter = 0;
const nextEmail = () => `person${(emailCounter += 1)}@example.com`;

const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Patil',
  email: nextEmail(),
  phone: '9876543210',
  password: 'plot-secret-1',
  role: 'user',
  ...overrides,
});

/** What an agent adds to the registration. */
const AGENCY = { agencyName: 'Kiran Realty', reraAgentNumber: 'A51800012345' };

function register(payload: unknown, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, remoteAddress });
}
function login(payload: unknown, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });
}
const message = (response: { payload: string }) => (JSON.parse(response.payload) as { message: string }).message;
const hasSessionCookie = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []].flat().some((cookie) => String(cookie).startsWith('plotwise_session='));

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

describe('POST /api/auth/login', () => {
  it('signs a user in by email (any case) with the session cookie', async () => {
    const user = await insertUser({ email: 'login.user@example.com' });
    const response = await login({ email: 'Login.User@Example.com', password: 'secret-password' });

    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({ message: 'Login successful!', user: { id: user.id, role: 'user', isApproved: true } });
    const cookie = sessionCookieFrom(response);
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect((me.result as { user: { id: number } }).user.id).toBe(user.id);
  });

  it('answers 401 Invalid credentials alike for a wrong password and an unknown email', async () => {
    await insertUser({ email: 'known@example.com' });
    const wrongPassword = await login({ email: 'known@example.com', password: 'wrong-password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'wrong-password' });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(message(response)).toBe('Invalid credentials');
      expect(hasSessionCookie(response)).toBe(false);
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
  });

  it('spends comparable time on an unknown email as on a wrong password (a dummy hash is verified)', async () => {
    await insertUser({ email: 'timing@example.com' });
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      await login({ email, password: 'wrong-password' });
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    await time('warm-up@example.com');
    const known = Math.min(await time('timing@example.com'), await time('timing@example.com'));
    const unknown = Math.min(await time('ghost1@example.com'), await time('ghost2@example.com'));
    // Without the dummy check the unknown email would answer in a fraction of the argon2 time.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it("answers 403 'Your account has been suspended' only to someone with the right password", async () => {
    await insertUser({ email: 'suspended@example.com', isActive: false });
    const right = await login({ email: 'suspended@example.com', password: 'secret-password' });
    expect(right.statusCode).toBe(403);
    expect(message(right)).toBe('Your account has been suspended');
    expect(hasSessionCookie(right)).toBe(false);

    const wrong = await login({ email: 'suspended@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('signs an unapproved agent in with isApproved false; agent-only APIs refuse them until approved', async () => {
    const agent = await insertUser({ email: 'pending.agent@example.com', role: 'agent', isApproved: false });
    await insertProject({ createdBy: agent.id, approvalStatus: 'pending' });

    const response = await login({ email: 'pending.agent@example.com', password: 'secret-password' });
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({ user: { role: 'agent', isApproved: false } });
    const cookie = sessionCookieFrom(response);

    const refused = await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie } });
    expect(refused.statusCode).toBe(403);

    await User.query().findById(agent.id).patch({ isApproved: true });
    const allowed = await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.result).toHaveLength(1);
  });

  it.each([
    [{ email: 'bad', password: 'secret1' }, 'Invalid email address'],
    [{ email: 'a@b.co', password: '123' }, 'Password must be at least 6 characters'],
    [{ password: 'secret1' }, 'Invalid email address'],
    [{ email: 'a@b.co', password: 'secret1', role: 'admin' }, 'Unknown field: role'],
  ])('refuses %j with 400 %s', async (payload, expected) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(expected);
  });

  it('rate limits per address with 429 and a Retry-After', async () => {
    await insertUser({ email: 'limited.ip@example.com' });
    const address = nextAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login({ email: `guess${attempt}@example.com`, password: 'wrong-one' }, address)).statusCode).toBe(401);
    }
    const blocked = await login({ email: 'limited.ip@example.com', password: 'secret-password' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(message(blocked)).toBe('Too many login attempts. Please try again later.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ email: 'limited.ip@example.com', password: 'secret-password' })).statusCode).toBe(200);
  });

  it('slows an account failed from many addresses instead of locking its owner out', async () => {
    await insertUser({ email: 'limited.account@example.com' });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login({ email: 'limited.account@example.com', password: `wrong-${attempt}-x` })).statusCode).toBe(401);
    }
    const owner = await login({ email: 'LIMITED.account@example.com', password: 'secret-password' });
    expect(owner.statusCode).toBe(200);
    // The owner's success clears the account's count: the next sign-in is not slowed.
    const started = Date.now();
    expect((await login({ email: 'limited.account@example.com', password: 'secret-password' })).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(ACCOUNT_DELAY_BASE_MS);
  });

  it('logout ends the session a login opened', async () => {
    await insertUser({ email: 'leaving@example.com' });
    const cookie = sessionCookieFrom(await login({ email: 'leaving@example.com', password: 'secret-password' }));
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).result).toEqual({ user: null });
  });

  it('refuses a cross-site login or registration with 403', async () => {
    for (const url of ['/api/auth/login', '/api/auth/register']) {
      const response = await app.inject({ method: 'POST', url, payload: validRegistration(), headers: { origin: 'https://evil.example' } });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /api/projects/agent/{agentId}', () => {
  it('lets an approved agent read their own projects, not another agent\'s', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const other = await insertUser({ role: 'agent', isApproved: true });
    await insertProject({ createdBy: agent.id, approvalStatus: 'pending' });
    const cookie = sessionCookieFor(agent, app.config.jwtSecret);

    const own = await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.result).toMatchObject([{ approvalStatus: 'pending' }]);

    expect((await app.inject({ url: `/api/projects/agent/${other.id}`, headers: { cookie } })).statusCode).toBe(403);
  });

  it('answers 401 to a visitor, 403 to a user, and any agent\'s list to an admin', async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const user = await insertUser();
    expect((await app.inject(`/api/projects/agent/${agent.id}`)).statusCode).toBe(401);
    const asUser = await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie: sessionCookieFor(user, app.config.jwtSecret) } });
    expect(asUser.statusCode).toBe(403);
    const asAdmin = await app.inject({ url: `/api/projects/agent/${agent.id}`, headers: { cookie: await loginAsAdmin(app) } });
    expect(asAdmin.statusCode).toBe(200);
  });
});
