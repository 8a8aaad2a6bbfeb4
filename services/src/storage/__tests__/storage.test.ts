import { saveFile } from '..';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

describe('storage module and GET /api/files/{id}', () => {
  it('stores bytes and serves them back with their type, nosniff and a year of caching', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    const saved = await saveFile({ buffer: bytes, contentType: 'image/png', originalName: 'dot.png' });
    expect(saved.url).toBe(`/api/files/${saved.id}`);

    const response = await app.inject(saved.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves SVG with a policy that forbids scripts', async () => {
    const saved = await saveFile({
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      contentType: 'image/svg+xml',
    });
    const response = await app.inject(saved.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('answers 304 for a matching ETag', async () => {
    const saved = await saveFile({ buffer: Buffer.from('hello'), contentType: 'text/plain' });
    const first = await app.inject(saved.url);
    const again = await app.inject({ url: saved.url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown id and for a malformed one, never 500', async () => {
    for (const id of ['8f14e45f-ceea-467f-a0e6-2d5c7b7b3c11', 'not-a-uuid', '1', "'; drop table files; --"]) {
      const response = await app.inject(`/api/files/${encodeURIComponent(id)}`);
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
    }
  });
});
