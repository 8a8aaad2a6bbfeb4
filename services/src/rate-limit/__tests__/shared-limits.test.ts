// Rate limits behind a load balancer: two API processes on one database count
// together (the allowance is not doubled), and with TRUST_PROXY each visitor's
// forwarded address is counted on its own, while without it the forwarded
// header (which anyone can send) is ignored.
import type { Server } from '@hapi/hapi';
import { createServer } from '../../server';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let second: Server;

beforeAll(async () => {
  app = await startTestApp({ configure: (config) => ({ ...config, trustProxy: true }) });
  // A second API process: its own server, limiters and memory, the same database.
  second = await createServer(app.config, { knex: app.knex });
  await second.initialize();
});
afterAll(async () => {
  await second.stop();
  await app.stop();
});

const subscribe = (server: Server, address: string, email: string) =>
  server.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, headers: { 'x-forwarded-for': address, 'sec-fetch-site': 'same-origin' } });

const signIn = (server: Server, address: string, email: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'wrong-password' },
    headers: { 'x-forwarded-for': address, 'sec-fetch-site': 'same-origin' },
  });

describe('rate limits across API processes', () => {
  it('share one allowance for public forms: what one process granted, the other does not grant again', async () => {
    const allowance = app.config.publicFormRateLimit.maxAttempts;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < allowance; attempt += 1) {
      const server = attempt % 2 === 0 ? app.server : second;
      statuses.push((await subscribe(server, '203.0.113.7', `reader${attempt}@example.com`)).statusCode);
    }
    expect(statuses.every((status) => status < 400)).toBe(true);
    for (const server of [app.server, second]) {
      const refused = await subscribe(server, '203.0.113.7', 'one-more@example.com');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another visitor, forwarded by the same proxy, has an allowance of its own.
    expect((await subscribe(second, '203.0.113.8', 'someone-else@example.com')).statusCode).toBeLessThan(400);
  });

  it('share sign-in failures: an address refused by one process is refused by the other', async () => {
    const allowance = app.config.loginRateLimit.maxAttempts;
    for (let attempt = 0; attempt < allowance; attempt += 1) {
      const response = await signIn(attempt % 2 === 0 ? app.server : second, '198.51.100.9', `guess${attempt}@example.com`);
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn(app.server, '198.51.100.9', 'another@example.com')).statusCode).toBe(429);
    expect((await signIn(second, '198.51.100.9', 'another@example.com')).statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: changing it does not buy a new allowance', async () => {
    const direct = await startTestApp();
    try {
      const allowance = direct.config.publicFormRateLimit.maxAttempts;
      for (let attempt = 0; attempt < allowance; attempt += 1) {
        expect((await subscribe(direct.server, `192.0.2.${attempt}`, `direct${attempt}@example.com`)).statusCode).toBeLessThan(400);
      }
      expect((await subscribe(direct.server, '192.0.2.200', 'direct-more@example.com')).statusCode).toBe(429);
    } finally {
      await direct.stop();
    }
  });
});
