import fs from 'node:fs';
import pino from 'pino';
import { saveFile } from '..';
import { fileStorage } from '../local-directory';
import { moveStoredBlobs } from '../move-blobs';
import { useTestApp } from '../../../test/support/test-app';

const app = useTestApp();

describe('storage module and GET /api/files/{id}', () => {
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
    expect(fs.readFileSync(fileStorage().pathOf(saved.id)).equals(bytes)).toBe(true);
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
