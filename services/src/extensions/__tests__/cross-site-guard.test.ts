import { isCrossSiteWrite } from '../cross-site-guard';

describe('isCrossSiteWrite', () => {
  const host = 'localhost:3000';

  it('lets reads and non-API writes through', () => {
    expect(isCrossSiteWrite('get', '/api/projects', { origin: 'https://evil.example' }, host)).toBe(false);
    expect(isCrossSiteWrite('post', '/listings', { origin: 'https://evil.example' }, host)).toBe(false);
  });

  it('lets same-origin writes and header-less clients through', () => {
    expect(isCrossSiteWrite('post', '/api/auth/logout', { origin: 'http://localhost:3000' }, host)).toBe(false);
    expect(isCrossSiteWrite('post', '/api/auth/logout', { origin: 'http://LOCALHOST:3000' }, 'localhost:3000')).toBe(false);
    expect(isCrossSiteWrite('delete', '/api/projects/1', {}, host)).toBe(false);
    expect(isCrossSiteWrite('post', '/api/x', { 'sec-fetch-site': 'same-origin' }, host)).toBe(false);
  });

  it('refuses foreign, opaque and malformed origins and cross-site fetches', () => {
    expect(isCrossSiteWrite('post', '/api/x', { origin: 'https://evil.example' }, host)).toBe(true);
    expect(isCrossSiteWrite('put', '/api/x', { origin: 'http://localhost:3001' }, host)).toBe(true);
    expect(isCrossSiteWrite('patch', '/api/x', { origin: 'null' }, host)).toBe(true);
    expect(isCrossSiteWrite('delete', '/api/x', { origin: 'garbage' }, host)).toBe(true);
    expect(isCrossSiteWrite('post', '/api/x', { 'sec-fetch-site': 'cross-site' }, host)).toBe(true);
  });
});
