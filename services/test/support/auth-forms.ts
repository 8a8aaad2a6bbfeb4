/** Registration and sign-in as the site's forms send them, for the auth test files. */
import type { Config } from '../../src/config';
import type { TestApp } from './test-app';

/** A login limit low enough for a test to reach. */
export const withLoginLimit = (config: Config): Config => ({ ...config, loginRateLimit: { maxAttempts: 3, windowMs: 60_000 } });

// Each request comes from its own address unless a test is about the address.
let addressCounter = 10;
export const nextAddress = () => `10.1.0.${(addressCounter += 1)}`;
let emailCounter = 0;
export const nextEmail = () => `person${(emailCounter += 1)}@example.com`;

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Patil',
  email: nextEmail(),
  phone: '9876543210',
  password: 'plot-secret-1',
  role: 'user',
  ...overrides,
});

/** What an agent adds to the registration. */
export const AGENCY = { agencyName: 'Kiran Realty', reraAgentNumber: 'A51800012345' };

export function authForms(app: Pick<TestApp, 'inject'>) {
  const post = (url: string) => (payload: unknown, remoteAddress = nextAddress()) => app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  return { register: post('/api/auth/register'), login: post('/api/auth/login') };
}

export const hasSessionCookie = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []].flat().some((cookie) => String(cookie).startsWith('plotwise_session='));
