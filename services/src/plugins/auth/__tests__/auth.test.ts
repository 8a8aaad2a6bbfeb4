import { User } from '../../../db/models';
import { insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { ADMIN, loginAsAdmin, sessionCookieFrom, useTestApp } from '../../../../test/support/test-app';
import { ACCOUNT_DELAY_BASE_MS } from '../login-throttle';

const app = useTestApp({
    configure: (config) => ({ ...config, loginRateLimit: { maxAttempts: 3, windowMs: 60_000 } }),
  });

// Each test signs in from its own address so the rate limit of one does not bleed into another.
let addressCounter = 10;
const nextAddress = () => `10.0.0.${(addressCounter += 1)}`;

function adminLogin(payload: unknown, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/auth/admin-login', payload: payload as object, remoteAddress });
}

describe('POST /api/auth/admin-login', () => {
  it('signs the configured admin in with an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await adminLogin(ADMIN);

    expect(response.statusCode).toBe(200);
    const body = response.result as { user: { role: string; name: string; id: number }; message: string };
    expect(body.message).toBe('Login successful!');
    expect(body.user).toMatchObject({ role: 'admin', name: 'Administrator', isApproved: true });
    expect(body.user).not.toHaveProperty('passwordHash');

    const cookie = [response.headers['set-cookie']].flat().find((value) => value?.startsWith('plotwise_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=7200/);
    // Not production: the cookie must work over plain http.
    expect(cookie).not.toMatch(/Secure/);
  });

  it('accepts the username in any case', async () => {
    const response = await adminLogin({ ...ADMIN, username: ADMIN.username.toUpperCase() });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and its documented message, without a cookie', async () => {
    const response = await adminLogin({ username: ADMIN.username, password: 'wrong-password' });

    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.payload).message).toBe('Invalid username or password.');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['www-authenticate']).toBeUndefined();
  });

  it('refuses an unknown username the same way', async () => {
    const response = await adminLogin({ username: 'nobody', password: 'whatever' });
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.payload).message).toBe('Invalid username or password.');
  });

  it('does not let a non-admin account use the admin login', async () => {
    await insertUser({ username: 'plainuser', role: 'user' });
    const response = await adminLogin({ username: 'plainuser', password: 'secret-password' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 for an unknown field', async () => {
    const response = await adminLogin({ ...ADMIN, remember: true });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.payload).message).toBe('Unknown field: remember');
  });

  it("answers 400 'Password is required' when the password is missing or empty", async () => {
    for (const payload of [{ username: 'admin' }, { username: 'admin', password: '' }]) {
      const response = await adminLogin(payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.payload).message).toBe('Password is required');
    }
  });

  it("answers 400 'Username is required' for a blank username", async () => {
    const response = await adminLogin({ username: '   ', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.payload).message).toBe('Username is required');
  });

  it('answers 400, not 500, for a wrong type, a non-object body and broken JSON', async () => {
    const wrongType = await adminLogin({ username: 42, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(JSON.parse(wrongType.payload).message).toMatch(/^username: /);

    const array = await adminLogin([1, 2]);
    expect(array.statusCode).toBe(400);

    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
      remoteAddress: nextAddress(),
    });
    expect(broken.statusCode).toBe(400);
  });

  it('rate limits repeated failures per address with 429', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await adminLogin({ username: `guess${attempt}`, password: 'wrong' }, address);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await adminLogin(ADMIN, address);
    expect(blocked.statusCode).toBe(429);
    expect(JSON.parse(blocked.payload).message).toBe('Too many login attempts. Please try again later.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not affected.
    expect((await adminLogin(ADMIN)).statusCode).toBe(200);
  });

  it('refuses one address guessing one username, but never locks the admin out from elsewhere', async () => {
    await insertUser({ username: 'target-admin', role: 'admin' });
    const guesser = nextAddress();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await adminLogin({ username: 'target-admin', password: `wrong${attempt}` }, guesser)).statusCode).toBe(401);
    }
    expect((await adminLogin({ username: 'target-admin', password: 'secret-password' }, guesser)).statusCode).toBe(429);

    // Strangers spending failures on the username from many addresses slow it down; the admin still signs in.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await adminLogin({ username: 'target-admin', password: `wrong-elsewhere${attempt}` })).statusCode).toBe(401);
    }
    const started = Date.now();
    const admin = await adminLogin({ username: 'Target-Admin', password: 'secret-password' });
    expect(admin.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(ACCOUNT_DELAY_BASE_MS);
  });
});

describe('GET /api/auth/me', () => {
  it('answers { user: null } for a visitor, never 401', async () => {
    const response = await app.inject('/api/auth/me');
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ user: null });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the admin for the admin session cookie', async () => {
    const cookie = await loginAsAdmin(app);
    const response = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const { user } = response.result as { user: Record<string, unknown> };
    expect(user).toMatchObject({ role: 'admin', name: 'Administrator' });
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'id', 'isApproved', 'name', 'phone', 'role']);
  });

  it('answers { user: null } and clears the cookie for a forged or garbage token', async () => {
    for (const cookie of ['plotwise_session=not-a-jwt', 'plotwise_session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl']) {
      const response = await app.inject({ url: '/api/auth/me', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.result).toEqual({ user: null });
      expect([response.headers['set-cookie']].flat().join()).toMatch(/plotwise_session=;/);
    }
  });

  it('refuses a token signed with another secret', async () => {
    const admin = await User.query().findOne({ username: ADMIN.username });
    const cookie = sessionCookieFor(admin!, 'another-secret-of-sufficient-length');
    const response = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(response.result).toEqual({ user: null });
  });

  it('ends the session of a suspended account at once', async () => {
    const user = await insertUser();
    const cookie = sessionCookieFor(user, app.config.jwtSecret);
    expect(((await app.inject({ url: '/api/auth/me', headers: { cookie } })).result as { user: unknown }).user).not.toBeNull();

    await User.query().findById(user.id).patch({ isActive: false });
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).result).toEqual({ user: null });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the old cookie no longer works', async () => {
    const cookie = await loginAsAdmin(app);

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.result).toEqual({ message: 'Logged out' });
    expect([logout.headers['set-cookie']].flat().join()).toMatch(/plotwise_session=;.*Max-Age=0/);

    const me = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.result).toEqual({ user: null });

    // Signing in again works.
    const again = await loginAsAdmin(app);
    expect(((await app.inject({ url: '/api/auth/me', headers: { cookie: again } })).result as { user: unknown }).user).not.toBeNull();
  });

  it('refuses a body it does not take', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', payload: { everywhere: true } });
    expect(response.statusCode).toBe(400);
  });

  it('answers 200 for a visitor too', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ message: 'Logged out' });
  });
});

describe('cross-site write protection', () => {
  it('refuses a write whose Origin is another site with 403', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: ADMIN,
    });
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.payload).message).toBe('Cross-site request refused');
  });

  it('refuses a write the browser marks Sec-Fetch-Site: cross-site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('allows a write from the same origin, and reads from anywhere', async () => {
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: ADMIN,
      remoteAddress: nextAddress(),
    });
    expect(sameOrigin.statusCode).toBe(200);

    const read = await app.inject({ url: '/api/auth/me', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });
});

describe('configured admin account', () => {
  it('is kept in step with the configured password, ending old sessions when it changes', async () => {
    const cookie = await loginAsAdmin(app);
    const { ensureConfiguredAdmin } = await import('../account-service');

    await ensureConfiguredAdmin({ username: ADMIN.username, password: 'a-new-password' });
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).result).toEqual({ user: null });
    expect((await adminLogin({ username: ADMIN.username, password: 'a-new-password' })).statusCode).toBe(200);

    await ensureConfiguredAdmin(ADMIN);
    expect(sessionCookieFrom(await adminLogin(ADMIN))).toMatch(/^plotwise_session=/);
    expect(await User.query().where({ role: 'admin' }).whereRaw('lower(username) = ?', [ADMIN.username]).resultSize()).toBe(1);
  });
});
