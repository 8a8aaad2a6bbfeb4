/**
 * What an outside probe found open, each closed: NUL bytes reaching the
 * database, writes without a browser's origin headers or in a form encoding,
 * the scheme ignored in the origin check, tokens with times this server never
 * issues, session replies a cache could keep, bodies parsed before a 403, and
 * the Secure flag believing an untrusted proxy header.
 */
import Jwt from '@hapi/jwt';
import { Inquiry, type User } from '../../db/models';
import { insertUser, sessionCookieFor } from '../../../test/support/fixtures';
import { loginAsAdmin, startTestApp, useTestApp, type TestApp } from '../../../test/support/test-app';
import { SESSION_AUDIENCE, SESSION_ISSUER } from '../../plugins/auth/session-token';
import { NUL_REFUSED } from '../text-guard';

let user: User;
let agent: User;

const app = useTestApp();

beforeAll(async () => {
  user = await insertUser();
  agent = await insertUser({ role: 'agent', isApproved: true });
});

const message = (response: { payload: string }) => (JSON.parse(response.payload) as { message: string }).message;
const cookieOf = (person: User) => sessionCookieFor(person, app.config.jwtSecret);

describe('text holding a NUL character', () => {
  it('is refused with 400 in the catalogue query, admin list searches and JSON bodies', async () => {
    const admin = await loginAsAdmin(app);
    const reads: [string, string | undefined][] = [
      ['/api/projects?search=%00', undefined],
      ['/api/projects?location=a%00b', undefined],
      ['/api/projects?city=%00', undefined],
      ['/api/properties?search=%00', undefined],
      ['/api/admin/users?search=%00', admin],
      ['/api/admin/agents?search=%00', admin],
      ['/api/admin/inquiries?search=%00', admin],
      ['/api/admin/blog-posts?search=%00', admin],
    ];
    for (const [url, cookie] of reads) {
      const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
      expect([url, response.statusCode, message(response)]).toEqual([url, 400, NUL_REFUSED]);
    }

    const before = await Inquiry.query().resultSize();
    const inquiry = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Asha\u0000Patil', email: 'asha@example.com', phone: '9876543210', subject: 'Visit', message: 'Can I visit the site on Sunday?' },
    });
    expect(inquiry.statusCode).toBe(400);
    expect(message(inquiry)).toBe(NUL_REFUSED);
    expect(await Inquiry.query().resultSize()).toBe(before);
  });
});

describe('cross-site request checks', () => {
  it('refuses a write that carries the session cookie with neither Origin nor Sec-Fetch-Site', async () => {
    const response = await app.server.inject({ method: 'PATCH', url: '/api/account', payload: { name: 'Changed By Forgery' }, headers: { cookie: cookieOf(user) } });
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe('Cross-site request refused');
  });

  it('compares the scheme of Origin, not only its host', async () => {
    const host = 'plotwise.test';
    // The same host over another scheme is another origin; over this one, it is this site.
    for (const [origin, name, status] of [
      [`https://${host}`, 'Changed Over Https', 403],
      [`http://${host}`, 'Changed Same Origin', 200],
    ] as const) {
      const response = await app.server.inject({ method: 'PATCH', url: '/api/account', payload: { name }, headers: { cookie: cookieOf(user), host, origin } });
      expect({ origin, status: response.statusCode }).toEqual({ origin, status });
    }
  });

  it('takes JSON only on JSON endpoints: a form-encoded body gets 415 with what to send', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      payload: 'name=Form+Encoded',
      headers: { cookie: cookieOf(user), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(message(response)).toBe('Send the request body as application/json.');
    const multipartOnJson = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(multipartOnJson.statusCode).toBe(415);
  });
});

describe('session tokens', () => {
  const sign = (claims: Record<string, unknown>, ttlSec?: number) =>
    `plotwise_session=${Jwt.token.generate(
      { sub: String(user.id), role: user.role, tv: user.tokenVersion, at: Math.floor(Date.now() / 1000), iss: SESSION_ISSUER, aud: SESSION_AUDIENCE, ...claims },
      { key: app.config.jwtSecret, algorithm: 'HS256' },
      ttlSec === undefined ? { ttlSec: 0 } : { ttlSec },
    )}`;
  const now = () => Math.floor(Date.now() / 1000);

  it('refuses a token with no exp, an exp a year away, or an iat in the future, saying only "sign in again"', async () => {
    const tokens = {
      'no exp': sign({}),
      'exp a year away': sign({}, 365 * 24 * 60 * 60),
      'iat an hour ahead': sign({ iat: now() + 3600, exp: now() + 3600 + 600 }),
    };
    for (const [label, cookie] of Object.entries(tokens)) {
      const response = await app.inject({ url: '/api/wishlist', headers: { cookie } });
      expect([label, response.statusCode, message(response)]).toEqual([label, 401, 'Your session has ended. Please sign in again.']);
      expect(response.payload).not.toMatch(/expired|signature|exp|iat|attributes/i);
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
    expect((await app.inject({ url: '/api/wishlist', headers: { cookie: sign({}, 3600) } })).statusCode).toBe(200);
  });

  it('tells a visitor without a session to sign in', async () => {
    const response = await app.inject('/api/wishlist');
    expect(response.statusCode).toBe(401);
    expect(message(response)).toBe('Please sign in to continue.');
  });
});

describe('caching of signed-in replies', () => {
  it('sends private, no-store on every reply to a session, and leaves public reads cacheable', async () => {
    const admin = await loginAsAdmin(app);
    const sessionReads: [string, string][] = [
      ['/api/admin/overview', admin],
      ['/api/admin/overview/trends', admin],
      ['/api/admin/users', admin],
      [`/api/projects/agent/${agent.id}`, cookieOf(agent)],
      ['/api/auth/me', cookieOf(user)],
      ['/api/projects', cookieOf(user)],
    ];
    for (const [url, cookie] of sessionReads) {
      const response = await app.inject({ url, headers: { cookie } });
      expect([url, response.headers['cache-control']]).toEqual([url, 'private, no-store']);
    }
    expect((await app.inject('/api/projects')).headers['cache-control'] ?? '').not.toContain('private');
  });
});

describe('order of checks', () => {
  it("refuses a plain user's upload to an admin-only route before reading its body", async () => {
    // Not valid multipart: parsed first, it would have been a 400.
    const body = Buffer.alloc(4 * 1024 * 1024, 0x61);
    const response = await app.inject({
      method: 'POST',
      url: '/api/projects/bulk-upload',
      payload: body,
      headers: { cookie: cookieOf(user), 'content-type': 'multipart/form-data; boundary=never-sent' },
    });
    expect(response.statusCode).toBe(403);
    expect(message(response)).toBe('You do not have permission to do this.');
  });
});

describe('https: one rule for the Secure cookie and HSTS', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({ configure: (config) => ({ ...config, isProduction: true, trustProxy: false }) });
  });
  afterAll(async () => {
    await production.stop();
  });

  const signIn = async (target: TestApp, headers: Record<string, string>) => {
    const person = await insertUser();
    return target.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: 'secret-password' }, headers });
  };
  const sessionCookie = (response: { headers: Record<string, unknown> }) =>
    [response.headers['set-cookie']].flat().map(String).find((cookie) => cookie.startsWith('plotwise_session=')) ?? '';

  it('believes X-Forwarded-Proto for neither without TRUST_PROXY', async () => {
    const response = await signIn(production, { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)).not.toMatch(/;\s*Secure/i);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('believes it for both with TRUST_PROXY', async () => {
    const trusting = await startTestApp({ configure: (config) => ({ ...config, isProduction: true, trustProxy: true }) });
    try {
      const response = await signIn(trusting, { 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response)).toMatch(/;\s*Secure/i);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await trusting.stop();
    }
  });
});

describe('the NUL guard', () => {
  it('looks inside a JSON object even when it has a field named filename', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { filename: 'x', headers: {}, name: 'Asha\u0000', email: 'asha@example.com', message: 'Hello there' },
    });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(NUL_REFUSED);
  });
});
