import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp();

const get = (url: string, host: string) => app.inject({ url, headers: { host } });

describe('the addresses robots.txt and sitemap.xml give', () => {
  it('are refused (400) for a Host header that is no host name, never written with it', async () => {
    for (const host of ['localhost\\@evil.example.com', 'evil.example.com/x', 'plotwise.in@evil.example.com']) {
      for (const url of ['/robots.txt', '/sitemap.xml']) {
        const response = await get(url, host);
        expect(response.statusCode).toBe(400);
        expect(response.payload).not.toContain('evil.example.com');
      }
    }
  });

  it("are on the request's host when it is one, and on PUBLIC_URL whatever the Host says when that is set", async () => {
    expect((await get('/robots.txt', 'localhost:3000')).payload).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const { shared } = app.server.app;
    const before = shared.publicUrl;
    shared.publicUrl = 'https://plotwise.in';
    try {
      for (const host of ['evil.example.com', 'localhost\\@evil.example.com']) {
        expect((await get('/robots.txt', host)).payload).toContain('Sitemap: https://plotwise.in/sitemap.xml');
        const sitemap = await get('/sitemap.xml', host);
        expect(sitemap.statusCode).toBe(200);
        expect(sitemap.payload).not.toContain('evil.example.com');
        expect(sitemap.payload).toContain('<loc>https://plotwise.in/');
      }
    } finally {
      shared.publicUrl = before;
    }
  });
});
