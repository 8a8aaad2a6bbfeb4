/** Sign-in by email: sessions, refusals alike for unknown and wrong, throttling, and an agent's own projects. */
import { User } from '../../../db/models';
import { insertProject, insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { authForms, hasSessionCookie, nextAddress, validRegistration, withLoginLimit } from '../../../../test/support/auth-forms';
import { loginAsAdmin, messageOf as message, sessionCookieFrom, useTestApp } from '../../../../test/support/test-app';
import { ACCOUNT_DELAY_BASE_MS } from '../login-throttle';

const app = useTestApp({ configure: withLoginLimit });
const { login } = authForms(app);

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
