/**
 * Sessions are short-lived with renewal: a two-hour token, replaced on any
 * authenticated request once past half its life, refused once expired, and not
 * renewed past a week after the sign-in.
 */
import Jwt from '@hapi/jwt';
import type { ServerInjectResponse } from '@hapi/hapi';
import { User } from '../../../db/models';
import { insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { useTestApp } from '../../../../test/support/test-app';
import { SESSION_MAX_LIFETIME_SECONDS, SESSION_TTL_SECONDS, type SessionClaims } from '../session-token';

const app = useTestApp();

const MINUTE = 60_000;
const minutesAgo = (minutes: number) => Date.now() - minutes * MINUTE;

function renewedToken(response: ServerInjectResponse): string | undefined {
  const cookie = [response.headers['set-cookie'] ?? []].flat().find((value) => String(value).startsWith('plotwise_session='));
  const token = cookie?.split(';')[0]?.slice('plotwise_session='.length);
  return token || undefined;
}
const claimsOf = (token: string) => Jwt.token.decode(token).decoded.payload as SessionClaims;
const me = (cookie: string) => app.inject({ url: '/api/auth/me', headers: { cookie } });
const signedInUser = (response: ServerInjectResponse) => (response.result as { user: { id: number } | null }).user;

describe('session lifetime', () => {
  it('issues two-hour tokens in a two-hour cookie', async () => {
    const user = await insertUser({ email: 'lifetime@example.com' });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'lifetime@example.com', password: 'secret-password' } });
    const cookie = [login.headers['set-cookie']].flat().find((value) => value?.startsWith('plotwise_session='))!;
    expect(cookie).toMatch(/Max-Age=7200/);
    const claims = claimsOf(renewedToken(login)!);
    expect(claims.exp - claims.iat).toBe(SESSION_TTL_SECONDS);
    expect(Number(claims.sub)).toBe(user.id);
    expect(claims.at).toBe(claims.iat);
  });

  it('does not renew a token younger than half its life', async () => {
    const user = await insertUser();
    const response = await me(sessionCookieFor(user, app.config.jwtSecret, { now: minutesAgo(30) }));
    expect(signedInUser(response)?.id).toBe(user.id);
    expect(renewedToken(response)).toBeUndefined();
  });

  it('renews a token past half its life on any authenticated request, keeping the sign-in time', async () => {
    const user = await insertUser();
    const signedAt = minutesAgo(90);
    const cookie = sessionCookieFor(user, app.config.jwtSecret, { now: signedAt });

    for (const url of ['/api/auth/me', '/api/wishlist']) {
      const response = await app.inject({ url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const token = renewedToken(response);
      expect(token).toBeDefined();
      const claims = claimsOf(token!);
      expect(claims.iat).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) - 5);
      expect(claims.exp - claims.iat).toBe(SESSION_TTL_SECONDS);
      expect(claims.at).toBe(Math.floor(signedAt / 1000));
      expect(claims.tv).toBe(user.tokenVersion);
      const header = [response.headers['set-cookie']].flat().join();
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Lax/);

      // The renewed token opens the session on its own.
      expect(signedInUser(await me(`plotwise_session=${token}`))?.id).toBe(user.id);
    }
  });

  it('refuses an expired token and clears the cookie', async () => {
    const user = await insertUser();
    const response = await me(sessionCookieFor(user, app.config.jwtSecret, { now: minutesAgo(125) }));
    expect(signedInUser(response)).toBeNull();
    expect([response.headers['set-cookie']].flat().join()).toMatch(/plotwise_session=;/);

    const wishlist = await app.inject({ url: '/api/wishlist', headers: { cookie: sessionCookieFor(user, app.config.jwtSecret, { now: minutesAgo(125) }) } });
    expect(wishlist.statusCode).toBe(401);
  });

  it('refuses a token whose expiry was stretched, since the signature no longer matches', async () => {
    const user = await insertUser();
    const token = sessionCookieFor(user, app.config.jwtSecret, { now: minutesAgo(125) }).slice('plotwise_session='.length);
    const [header, , signature] = token.split('.');
    const claims = claimsOf(token);
    const stretched = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    expect(signedInUser(await me(`plotwise_session=${header}.${stretched}.${signature}`))).toBeNull();
  });

  it('stops renewing a week after the sign-in, so the session then lapses', async () => {
    const user = await insertUser();
    const signedInAt = Math.floor(Date.now() / 1000) - SESSION_MAX_LIFETIME_SECONDS - 60;
    const response = await me(sessionCookieFor(user, app.config.jwtSecret, { now: minutesAgo(90), signedInAt }));
    expect(signedInUser(response)?.id).toBe(user.id);
    expect(renewedToken(response)).toBeUndefined();
  });

  it('never renews a session that logout or suspension ended', async () => {
    const user = await insertUser();
    const cookie = sessionCookieFor(user, app.config.jwtSecret, { now: minutesAgo(90) });
    await User.query().findById(user.id).patch({ isActive: false });
    const response = await me(cookie);
    expect(signedInUser(response)).toBeNull();
    expect([response.headers['set-cookie']].flat().join()).not.toMatch(/plotwise_session=ey/);

    const other = await insertUser();
    const otherCookie = sessionCookieFor(other, app.config.jwtSecret, { now: minutesAgo(90) });
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: otherCookie } });
    const after = await me(otherCookie);
    expect(signedInUser(after)).toBeNull();
    expect([after.headers['set-cookie']].flat().join()).not.toMatch(/plotwise_session=ey/);
  });

  it('lets logout clear the cookie even when the request would have renewed it', async () => {
    const user = await insertUser();
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: sessionCookieFor(user, app.config.jwtSecret, { now: minutesAgo(90) }) } });
    expect(response.statusCode).toBe(200);
    expect([response.headers['set-cookie']].flat().join()).toMatch(/plotwise_session=;.*Max-Age=0/);
  });
});
