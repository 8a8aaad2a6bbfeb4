import { useTestApp } from './support/test-app';

const app = useTestApp();

describe('HTTP basics', () => {
  it('refuses an oversized JSON body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.payload).message).toBeTruthy();
  });

  it('refuses a body of an unsupported type without a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
  });

  it('ignores malformed cookies from other sites on the same host', async () => {
    const response = await app.inject({ url: '/api/auth/me', headers: { cookie: 'weird=va"lue; another=%%%; plotwise_session=' } });
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ user: null });
  });

  it('sends the security headers on API responses and errors', async () => {
    for (const url of ['/api/health', '/api/projects/abc', '/api/projects/12345']) {
      const response = await app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers 400 errors with a readable message and the fields involved', async () => {
    const response = await app.inject('/api/projects?pageSize=abc');
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.payload)).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'pageSize must be a positive whole number',
      validation: { source: 'query', keys: ['pageSize'] },
    });
  });
});
