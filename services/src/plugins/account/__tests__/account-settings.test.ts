import { User } from '../../../db/models';
import { insertUser } from '../../../../test/support/fixtures';
import { loginAsAdmin, sessionCookieFrom, useTestApp } from '../../../../test/support/test-app';

const app = useTestApp({
    configure: (config) => ({ ...config, loginRateLimit: { maxAttempts: 3, windowMs: 60_000 } }),
  });

let addressCounter = 10;
const nextAddress = () => `10.2.0.${(addressCounter += 1)}`;
const message = (response: { payload: string }) => (JSON.parse(response.payload) as { message: string }).message;

function patchAccount(cookie: string | undefined, payload: unknown) {
  return app.inject({ method: 'PATCH', url: '/api/account', payload: payload as object, headers: cookie ? { cookie } : {}, remoteAddress: nextAddress() });
}
function changePassword(cookie: string | undefined, payload: unknown, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: '/api/account/password', payload: payload as object, headers: cookie ? { cookie } : {}, remoteAddress });
}
const me = async (cookie: string) => (JSON.parse((await app.inject({ url: '/api/auth/me', headers: { cookie } })).payload) as { user: { name: string; phone: string } | null }).user;

describe('PATCH /api/account', () => {
  it("changes the person's name and phone (trimmed) and answers { user, message }", async () => {
    const user = await insertUser({ name: 'Asha Patil', phone: '9876543210' });
    const response = await patchAccount(app.cookieOf(user), { name: '  Asha P. Kulkarni ', phone: ' 9123456780 ' });
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.payload) as { user: Record<string, unknown>; message: string };
    expect(body.message).toBe('Profile updated');
    expect(body.user).toMatchObject({ id: user.id, name: 'Asha P. Kulkarni', phone: '9123456780', email: user.email, role: 'user' });
    expect(Object.keys(body.user).sort()).toEqual(['createdAt', 'email', 'id', 'isApproved', 'name', 'phone', 'role']);
    expect(await me(app.cookieOf(user))).toMatchObject({ name: 'Asha P. Kulkarni', phone: '9123456780' });
  });

  it('changes one field alone', async () => {
    const user = await insertUser({ phone: '9876543210' });
    const response = await patchAccount(app.cookieOf(user), { name: 'Only Name' });
    expect(response.statusCode).toBe(200);
    expect(await User.query().findById(user.id)).toMatchObject({ name: 'Only Name', phone: '9876543210' });
  });

  it("refuses a short name or phone with their documented messages", async () => {
    const user = await insertUser();
    const name = await patchAccount(app.cookieOf(user), { name: ' A ' });
    expect(name.statusCode).toBe(400);
    expect(message(name)).toBe('Name must be at least 2 characters');
    const phone = await patchAccount(app.cookieOf(user), { phone: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(message(phone)).toBe('Phone number must be at least 10 digits');
  });

  it('refuses an empty change, wrong types and fields a person may not set', async () => {
    const user = await insertUser();
    const empty = await patchAccount(app.cookieOf(user), {});
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe('Send a name or a phone number to update');
    expect((await patchAccount(app.cookieOf(user), { name: 42 })).statusCode).toBe(400);
    for (const field of ['role', 'isApproved', 'isActive', 'email', 'id', 'tokenVersion', 'passwordHash']) {
      const response = await patchAccount(app.cookieOf(user), { name: 'Still Me', [field]: field === 'role' ? 'admin' : true });
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(`Unknown field: ${field}`);
    }
    const stored = await User.query().findById(user.id);
    expect(stored).toMatchObject({ role: 'user', isActive: true, tokenVersion: 0 });
    expect(stored?.name).not.toBe('Still Me');
  });

  it('answers 401 to a visitor and 403 to the configured admin, and is open to an agent awaiting approval', async () => {
    expect((await patchAccount(undefined, { name: 'Nobody' })).statusCode).toBe(401);
    expect((await patchAccount(await loginAsAdmin(app), { name: 'Root' })).statusCode).toBe(403);
    const agent = await insertUser({ role: 'agent', isApproved: false });
    expect((await patchAccount(app.cookieOf(agent), { name: 'Waiting Agent' })).statusCode).toBe(200);
  });

  it('refuses a cross-site change with 403', async () => {
    const user = await insertUser({ name: 'Kept Name' });
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      payload: { name: 'Hijacked' },
      headers: { cookie: app.cookieOf(user), origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await User.query().findById(user.id))?.name).toBe('Kept Name');
  });
});

describe('POST /api/account/password', () => {
  it('changes the password given the current one; other sessions end, this one is re-issued', async () => {
    const user = await insertUser({ email: 'changer@example.com' });
    const thisDevice = app.cookieOf(user);
    const otherDevice = app.cookieOf(user);

    const response = await changePassword(thisDevice, { currentPassword: 'secret-password', newPassword: 'brand-new-secret' });
    expect(response.statusCode).toBe(200);
    expect(message(response)).toBe('Password changed');

    const renewed = sessionCookieFrom(response);
    expect(await me(renewed)).toMatchObject({ name: user.name });
    expect(await me(otherDevice)).toBeNull();
    expect(await me(thisDevice)).toBeNull();

    const oldLogin = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'changer@example.com', password: 'secret-password' }, remoteAddress: nextAddress() });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'changer@example.com', password: 'brand-new-secret' }, remoteAddress: nextAddress() });
    expect(newLogin.statusCode).toBe(200);
    expect((await User.query().findById(user.id))?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("answers 400 'Current password is incorrect' and changes nothing", async () => {
    const user = await insertUser();
    const cookie = app.cookieOf(user);
    const response = await changePassword(cookie, { currentPassword: 'not-my-password', newPassword: 'brand-new-secret' });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe('Current password is incorrect');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await me(cookie)).not.toBeNull();
    expect((await User.query().findById(user.id))?.tokenVersion).toBe(0);
  });

  it('validates the new password with the documented minimum length, and refuses reusing the current one', async () => {
    const user = await insertUser();
    const cases: Array<[unknown, string]> = [
      [{ currentPassword: 'secret-password', newPassword: '1234567' }, 'newPassword: Password must be at least 8 characters'],
      [{ currentPassword: 'secret-password' }, 'newPassword: Password must be at least 8 characters'],
      [{ currentPassword: '', newPassword: 'brand-new-secret' }, 'Current password is required'],
      [{ newPassword: 'brand-new-secret' }, 'Current password is required'],
      [{ currentPassword: 'secret-password', newPassword: 'secret-password' }, 'New password must be different from the current password'],
      [{ currentPassword: 'secret-password', newPassword: 'brand-new-secret', confirmPassword: 'x' }, 'Unknown field: confirmPassword'],
    ];
    for (const [payload, expected] of cases) {
      const response = await changePassword(app.cookieOf(user), payload);
      expect(response.statusCode).toBe(400);
      expect(message(response)).toBe(expected);
    }
  });

  it('refuses a common new password with 400 and keeps the old one', async () => {
    const person = await insertUser();
    const refused = await changePassword(app.cookieOf(person), { currentPassword: 'secret-password', newPassword: 'Password1' });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe('This password is one of the most common ones. Choose one that is harder to guess.');
    const stillOld = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: 'secret-password' } });
    expect(stillOld.statusCode).toBe(200);
  });

  it('rate limits wrong current passwords per account with 429', async () => {
    const user = await insertUser();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await changePassword(app.cookieOf(user), { currentPassword: `guess-${attempt}`, newPassword: 'brand-new-secret' })).statusCode).toBe(400);
    }
    const blocked = await changePassword(app.cookieOf(user), { currentPassword: 'secret-password', newPassword: 'brand-new-secret' });
    expect(blocked.statusCode).toBe(429);
    expect(message(blocked)).toBe('Too many login attempts. Please try again later.');
  });

  it('answers 401 to a visitor and 403 to the configured admin', async () => {
    expect((await changePassword(undefined, { currentPassword: 'x', newPassword: 'brand-new-secret' })).statusCode).toBe(401);
    const admin = await loginAsAdmin(app);
    expect((await changePassword(admin, { currentPassword: 'test-admin-password', newPassword: 'brand-new-secret' })).statusCode).toBe(403);
  });
});
