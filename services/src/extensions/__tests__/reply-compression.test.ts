import zlib from 'node:zlib';
import { SYNC_COMPRESSION_MAX_BYTES } from '../reply-compression';
import { insertProject } from '../../../test/support/fixtures';
import { useTestApp } from '../../../test/support/test-app';

const app = useTestApp({ signInAdmin: true });

const BROWSER = 'gzip, deflate, br';
const DECODE: Record<string, (body: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
};

/** A JSON body of about `bytes` bytes. */
const bodyOf = (bytes: number) => ({ items: Array.from({ length: Math.ceil(bytes / 40) }, (_, index) => ({ id: index, title: `Project ${index}` })) });

beforeAll(async () => {
  // Routes beside the real ones, on the real server with every extension, for sizes and headers the test picks.
  app.server.route([
    {
      method: 'GET',
      path: '/test-compression/json/{bytes}',
      options: { auth: false },
      handler: (request, h) => h.response(bodyOf(Number(request.params.bytes))).header('x-test', 'kept').header('cache-control', 'public, max-age=60'),
    },
    {
      method: 'GET',
      path: '/test-compression/cookie',
      options: { auth: false },
      handler: (_request, h) => h.response(bodyOf(4_000)).state('test_cookie', 'one').header('vary', 'origin'),
    },
  ]);
  for (let index = 0; index < 12; index += 1) await insertProject({ title: `Compressed Meadows ${index}` });
});

describe('compressed replies', () => {
  it('sends a listing in the encoding the browser prefers, with Vary and the length of what was sent', async () => {
    const plain = await app.inject('/api/projects?pageSize=12');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const [accept, encoding] of [[BROWSER, 'br'], ['gzip', 'gzip'], ['deflate', 'deflate']] as const) {
      const response = await app.inject({ url: '/api/projects?pageSize=12', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(DECODE[encoding]!(response.rawPayload).toString())).toEqual(JSON.parse(plain.payload));
    }
  });

  it('keeps every header the route and the other extensions set, and the cookies', async () => {
    const response = await app.inject({ url: '/test-compression/json/4000', headers: { 'accept-encoding': BROWSER } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-test']).toBe('kept');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");

    const withCookie = await app.inject({ url: '/test-compression/cookie', headers: { 'accept-encoding': 'gzip' } });
    expect(withCookie.headers['content-encoding']).toBe('gzip');
    expect(String(withCookie.headers['set-cookie'])).toContain('test_cookie=one');
    expect(String(withCookie.headers.vary).split(/,\s*/).sort()).toEqual(['accept-encoding', 'origin']);
    expect(JSON.parse(zlib.gunzipSync(withCookie.rawPayload).toString())).toEqual(bodyOf(4_000));
  });

  it('marks a signed-in reply private after compressing it', async () => {
    const response = await app.inject({ url: '/api/admin/projects', headers: { 'accept-encoding': BROWSER, cookie: app.adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('sends a small reply as it is, and leaves a large one to the streaming compressor', async () => {
    const small = await app.inject({ url: '/test-compression/json/400', headers: { 'accept-encoding': BROWSER } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(small.headers['x-test']).toBe('kept');
    expect(JSON.parse(small.payload)).toEqual(bodyOf(400));

    const large = await app.inject({ url: `/test-compression/json/${SYNC_COMPRESSION_MAX_BYTES * 2}`, headers: { 'accept-encoding': BROWSER } });
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(large.headers['x-test']).toBe('kept');
    expect(JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString())).toEqual(bodyOf(SYNC_COMPRESSION_MAX_BYTES * 2));
  });

  it('leaves errors and HEAD requests to hapi', async () => {
    const missing = await app.inject({ url: '/api/projects/999999', headers: { 'accept-encoding': BROWSER } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.payload).message).toEqual(expect.any(String));

    const head = await app.inject({ method: 'HEAD', url: '/test-compression/json/4000', headers: { 'accept-encoding': BROWSER } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });
});
