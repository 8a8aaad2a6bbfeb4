import pino from 'pino';
import { saveFile } from '..';
import { fileStorage, readWhole } from '../file-storage';
import { moveStoredBlobs } from '../move-blobs';
import { MAX_CONNECTIONS } from '../s3-bucket';
import { useTestApp } from '../../../test/support/test-app';
import { SAMPLE_FILES, uploadFile } from '../../../test/support/multipart';

// The same requests and answers whichever driver keeps the bytes: a folder, or an S3 bucket
// (s3rver here, or a real store with S3_TEST_*; test/support/s3-test-bucket.ts).
describe.each(['local', 's3'] as const)('storage module and GET /api/files/{id}, files in %s storage', (driver) => {
  const app = useTestApp({ fileStorage: driver });

  it('stores bytes and serves them back with their type, nosniff and a year of caching', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    const saved = await saveFile({ content: bytes, contentType: 'image/png', originalName: 'dot.png' });
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
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      contentType: 'image/svg+xml',
    });
    const response = await app.inject(saved.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('answers 304 for a matching ETag', async () => {
    const saved = await saveFile({ content: Buffer.from('hello'), contentType: 'text/plain' });
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

  it('keeps the bytes in the file storage and only the metadata in the database', async () => {
    const bytes = Buffer.from('%PDF-1.7 brochure');
    const saved = await saveFile({ content: bytes, contentType: 'application/pdf', originalName: 'brochure.pdf' });
    const row = await app.knex('files').where({ id: saved.id }).first();
    expect(row).toMatchObject({ storageKey: saved.id, data: null, byteSize: bytes.byteLength });
    expect((await readWhole(fileStorage(), saved.id)).equals(bytes)).toBe(true);
  });

  it('streams with Last-Modified, a byte range (206), HEAD and If-Modified-Since', async () => {
    const bytes = Buffer.from(Array.from({ length: 64 * 1024 }, (_, index) => index % 251));
    const saved = await saveFile({ content: bytes, contentType: 'image/png' });
    const whole = await app.inject(saved.url);
    expect(Number(whole.headers['content-length'])).toBe(bytes.byteLength);
    expect(whole.headers['last-modified']).toBeDefined();

    const part = await app.inject({ url: saved.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.byteLength}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const head = await app.inject({ method: 'HEAD', url: saved.url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(bytes.byteLength);
    expect(head.rawPayload.byteLength).toBe(0);

    const unchanged = await app.inject({ url: saved.url, headers: { 'if-modified-since': String(whole.headers['last-modified']) } });
    expect(unchanged.statusCode).toBe(304);
  });

  it('answers open-ended and suffix ranges, and 416 with the size for a range past the end', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => (index * 13) % 256));
    const saved = await saveFile({ content: bytes, contentType: 'application/pdf' });
    const tail = await app.inject({ url: saved.url, headers: { range: 'bytes=69990-' } });
    expect([tail.statusCode, tail.headers['content-range']]).toEqual([206, 'bytes 69990-69999/70000']);
    expect(tail.rawPayload.equals(bytes.subarray(69_990))).toBe(true);
    const last = await app.inject({ url: saved.url, headers: { range: 'bytes=-5' } });
    expect(last.rawPayload.equals(bytes.subarray(-5))).toBe(true);
    const past = await app.inject({ url: saved.url, headers: { range: 'bytes=80000-80010' } });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, 'bytes */70000']);
    // A range of another version of the file (If-Range not ours) gets the whole file.
    const stale = await app.inject({ url: saved.url, headers: { range: 'bytes=0-9', 'if-range': '"another"' } });
    expect([stale.statusCode, stale.rawPayload.byteLength]).toEqual([200, 70_000]);
  });

  it('stores an uploaded picture’s variants beside it and serves them with 304, HEAD and ranges', async () => {
    const uploaded = await uploadFile(app, 'image', 'gate.png', SAMPLE_FILES.png(), { contentType: 'image/png' });
    expect(uploaded.statusCode).toBe(201);
    const { id, url } = JSON.parse(uploaded.payload) as { id: string; url: string };
    // Rendered at upload, into the same storage.
    expect(await fileStorage().stat(`${id}.w480.webp`)).not.toBeNull();

    const variant = await app.inject(`${url}/w480.webp`);
    expect([variant.statusCode, variant.headers['content-type'], variant.headers['cache-control']]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
    expect(variant.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const again = await app.inject({ url: `${url}/w480.webp`, headers: { 'if-none-match': String(variant.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: `${url}/w480.webp` });
    expect([head.statusCode, Number(head.headers['content-length']), head.rawPayload.byteLength]).toEqual([200, variant.rawPayload.byteLength, 0]);
    const part = await app.inject({ url: `${url}/w480.webp`, headers: { range: 'bytes=0-3' } });
    expect([part.statusCode, part.rawPayload.toString()]).toEqual([206, 'RIFF']);
  });

  it('renders a missing variant on first request into the same storage', async () => {
    const saved = await saveFile({ content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#c00"/></svg>'), contentType: 'image/svg+xml' });
    expect(await fileStorage().stat(`${saved.id}.w480.jpg`)).toBeNull();
    const variant = await app.inject(`${saved.url}/w480.jpg`);
    expect([variant.statusCode, variant.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await fileStorage().stat(`${saved.id}.w480.jpg`))?.byteSize).toBe(variant.rawPayload.byteLength);
  });

  (driver === 's3' ? it : it.skip)('answers HEAD and 304 from the metadata, fetching the body only for a download', async () => {
    const saved = await saveFile({ content: Buffer.alloc(256 * 1024, 1), contentType: 'application/pdf' });
    const reads = jest.spyOn(fileStorage(), 'read');
    try {
      const whole = await app.inject(saved.url);
      expect(reads).toHaveBeenCalledTimes(1);
      await app.inject({ method: 'HEAD', url: saved.url });
      await app.inject({ url: saved.url, headers: { 'if-none-match': String(whole.headers.etag) } });
      await app.inject({ url: saved.url, headers: { 'if-modified-since': String(whole.headers['last-modified']) } });
      expect(reads).toHaveBeenCalledTimes(1);
      // A range is asked of the store as a range.
      await app.inject({ url: saved.url, headers: { range: 'bytes=1000-1999' } });
      expect(reads).toHaveBeenLastCalledWith(saved.id, { start: 1000, end: 1999 });
    } finally {
      reads.mockRestore();
    }
  });

  (driver === 's3' ? it : it.skip)('lets go of the bucket’s connection when a download is cut off: after more of them than it keeps, the next still comes', async () => {
    // The S3 client keeps at most MAX_CONNECTIONS connections: a body left unread would hold one for good.
    const bytes = Buffer.alloc(4 * 1024 * 1024, 7);
    const saved = await saveFile({ content: bytes, contentType: 'application/pdf' });
    await app.server.start();
    const url = `${app.server.info.uri}${saved.url}`;
    for (let index = 0; index < MAX_CONNECTIONS + 10; index += 1) {
      const controller = new AbortController();
      const response = await fetch(url, { signal: controller.signal });
      await response.body!.getReader().read();
      controller.abort();
    }
    const whole = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('moves files still held in the database out into the storage, and can run again', async () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await app.knex('files').insert({ id, contentType: 'image/svg+xml', byteSize: bytes.byteLength, data: bytes, originalName: 'old.svg' });
    // Served from the database while it waits.
    expect((await app.inject(`/api/files/${id}`)).rawPayload.equals(bytes)).toBe(true);

    const silent = pino({ level: 'silent' });
    expect(await moveStoredBlobs(app.knex, silent)).toBe(1);
    expect(await moveStoredBlobs(app.knex, silent)).toBe(0);
    expect(await app.knex('files').where({ id }).first()).toMatchObject({ storageKey: id, data: null });
    const served = await app.inject(`/api/files/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });
});
