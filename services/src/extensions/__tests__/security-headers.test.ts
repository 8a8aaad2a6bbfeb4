import { contentSecurityPolicy, remoteOrigins } from '../security-headers';
import { useTestApp } from '../../../test/support/test-app';

const app = useTestApp({ configure: (config) => ({ ...config, trustProxy: true }) });

describe('security headers', () => {
  it('sends nosniff, frame denial, referrer policy and a CSP on API answers and errors', async () => {
    for (const url of ['/api/health', '/api/no-such-thing']) {
      const response = await app.inject(url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("'unsafe-eval'");
    }
  });

  it('adds HSTS only when the request came over TLS', async () => {
    expect((await app.inject('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const overTls = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets the remotes deployed on other origins load scripts and manifests, and nothing else', () => {
    const remotes = {
      remotes: [
        { name: 'mf_catalog', entry: 'https://catalog.example.in/mf-manifest.json', routes: ['/'], excludeRoutes: [], serverRendered: false },
        { name: 'mf_tools', entry: '/remotes/tools/mf-manifest.json', routes: ['/tools'], excludeRoutes: [], serverRendered: false },
      ],
    };
    expect(remoteOrigins(remotes)).toEqual(['https://catalog.example.in']);
    const csp = contentSecurityPolicy(remotes);
    expect(csp).toContain("script-src 'self' https://catalog.example.in");
    expect(csp).toContain("connect-src 'self' https://catalog.example.in");
  });

  it("lets pages load the map's tiles from a plain-http tile server by its origin only", () => {
    const csp = contentSecurityPolicy({ remotes: [] }, 'http://127.0.0.1:8123/{z}/{x}/{y}.png');
    expect(csp).toContain("img-src 'self' data: blob: https: http://127.0.0.1:8123;");
    expect(contentSecurityPolicy({ remotes: [] }, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toContain("img-src 'self' data: blob: https:;");
  });
});
