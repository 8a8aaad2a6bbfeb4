import { isCrossSiteWrite, type WriteRequest } from '../cross-site-guard';

describe('isCrossSiteWrite', () => {
  const origin = 'http://localhost:3000';
  const write = (method: string, path: string, headers: WriteRequest['headers'], own = origin) =>
    isCrossSiteWrite({ method, path, headers, origin: own });
  const session = 'plotwise_session=token';

  it('lets reads and non-API writes through', () => {
    expect(write('get', '/api/projects', { origin: 'https://evil.example' })).toBe(false);
    expect(write('post', '/listings', { origin: 'https://evil.example' })).toBe(false);
  });

  it('lets same-origin writes through, and clients with neither the headers nor the session cookie', () => {
    expect(write('post', '/api/auth/logout', { origin: 'http://localhost:3000' })).toBe(false);
    expect(write('post', '/api/auth/logout', { origin: 'http://LOCALHOST:3000' })).toBe(false);
    expect(write('delete', '/api/projects/1', {})).toBe(false);
    expect(write('delete', '/api/projects/1', { cookie: 'other=1' })).toBe(false);
    expect(write('post', '/api/x', { 'sec-fetch-site': 'same-origin', cookie: session })).toBe(false);
    expect(write('post', '/api/x', { origin: 'https://plotwise.in', cookie: session }, 'https://plotwise.in')).toBe(false);
  });

  it('refuses foreign, opaque and malformed origins and cross-site or same-site fetches', () => {
    expect(write('post', '/api/x', { origin: 'https://evil.example' })).toBe(true);
    expect(write('put', '/api/x', { origin: 'http://localhost:3001' })).toBe(true);
    expect(write('patch', '/api/x', { origin: 'null' })).toBe(true);
    expect(write('delete', '/api/x', { origin: 'garbage' })).toBe(true);
    expect(write('post', '/api/x', { 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(write('post', '/api/x', { 'sec-fetch-site': 'same-site' })).toBe(true);
  });

  it('compares the scheme as well as the host', () => {
    expect(write('post', '/api/x', { origin: 'http://plotwise.in' }, 'https://plotwise.in')).toBe(true);
    expect(write('post', '/api/x', { origin: 'https://localhost:3000' })).toBe(true);
  });

  it('refuses a write carrying the session cookie with neither Origin nor Sec-Fetch-Site', () => {
    expect(write('post', '/api/account', { cookie: session })).toBe(true);
    expect(write('delete', '/api/wishlist/1', { cookie: `theme=dark; ${session}` })).toBe(true);
  });
});
