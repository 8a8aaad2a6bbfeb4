// Two API processes on one PostgreSQL behave as one site, and the API rides out
// the database going away. Needs a PostgreSQL server (TEST_DATABASE_URL, which
// .ci/run sets when one answers); skipped, with the reason, without one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSchema, startDatabaseProxy, TEST_DATABASE_URL } from '../support/postgres';
import { startSite, type RunningSite } from '../support/site';
import { samplePng } from '../support/sample-image';
import { startS3Server, type RunningS3Server } from '../support/s3-server';

const skip = TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (a PostgreSQL server)';
const JWT_SECRET = 'scale-out-test-secret-0123456789abcdef';
/** How long each process keeps a text search's matches (the default). */
const SEARCH_CACHE_SECONDS = 10;
// A real picture: the upload decodes it and writes it anew.
const PNG = samplePng();

/** Uploads the test picture through `site`, as a visitor's form does; answers its URL. */
async function uploadPicture(site: { url: string }): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'plot.png');
  const upload = await fetch(`${site.url}/api/upload?kind=image`, { method: 'POST', body: form, headers: { origin: site.url } });
  assert.equal(upload.status, 201, await upload.clone().text());
  return ((await upload.json()) as { url: string }).url;
}

async function adminCookie(site: RunningSite): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  assert.equal(response.status, 200, await response.text());
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe('scale-out: two API processes on one PostgreSQL', { skip }, () => {
  let first: RunningSite;
  let second: RunningSite;
  let dropSchema: () => Promise<void>;
  const files = mkdtempSync(path.join(tmpdir(), 'plotwise-shared-files-'));

  before(async () => {
    const { schema, drop } = await createSchema(TEST_DATABASE_URL!);
    dropSchema = drop;
    // Processes on one machine share stored files through one folder (an object store, across machines).
    const env = { DATABASE_URL: TEST_DATABASE_URL!, DATABASE_SCHEMA: schema, JWT_SECRET, ADMIN_PASSWORD: 'admin123', FILE_STORAGE_DIR: files, SEARCH_CACHE_SECONDS: String(SEARCH_CACHE_SECONDS) };
    first = await startSite(env);
    second = await startSite(env);
  });
  after(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await dropSchema?.();
    rmSync(files, { recursive: true, force: true });
  });

  it('accepts on one process a session made on the other, and ends it on both at logout', async () => {
    const cookie = await adminCookie(first);
    const me = await fetch(`${second.url}/api/auth/me`, { headers: { cookie } });
    assert.equal(me.status, 200);
    assert.equal((await me.json()).user?.role, 'admin');
    const logout = await fetch(`${second.url}/api/auth/logout`, { method: 'POST', headers: { cookie, origin: second.url } });
    assert.ok(logout.ok);
    const after = await fetch(`${first.url}/api/auth/me`, { headers: { cookie } });
    assert.equal((await after.json()).user, null);
    assert.equal((await fetch(`${first.url}/api/admin/agents`, { headers: { cookie } })).status, 401);
  });

  it('serves from one process a file uploaded through the other', async () => {
    const url = await uploadPicture(first);
    const served = await fetch(`${second.url}${url}`);
    assert.equal(served.status, 200);
    // Pictures are written anew at upload: the same picture, as a PNG.
    assert.ok(Buffer.from(await served.arrayBuffer()).subarray(0, 8).equals(PNG.subarray(0, 8)), 'the stored picture is a PNG');
  });

  it('finds on the other process, within its search cache time, a project published through one', async () => {
    const search = async (site: RunningSite) => ((await (await fetch(`${site.url}/api/projects?search=zanskar`)).json()) as { total: number }).total;
    // The second process keeps this search (no match) for SEARCH_CACHE_SECONDS.
    assert.equal(await search(second), 0);
    const cookie = await adminCookie(first);
    const created = await fetch(`${first.url}/api/projects`, {
      method: 'POST',
      headers: { cookie, origin: first.url, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Zanskar Valley Plots', description: 'A project published through one process.', location: 'Wakad', city: 'Pune', state: 'Maharashtra',
        totalArea: 4, areaUnit: 'acres', projectType: 'residential', status: 'upcoming', startingPrice: 2_400_000,
      }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    // The process that made the change forgets its kept searches at once.
    assert.equal(await search(first), 1);
    const started = Date.now();
    while ((await search(second)) === 0) {
      assert.ok(Date.now() - started < (SEARCH_CACHE_SECONDS + 5) * 1000, `the second process still keeps the old search after ${SEARCH_CACHE_SECONDS + 5} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  it('lists on one process the demo catalogue the other seeded, once', async () => {
    const [a, b] = await Promise.all([
      fetch(`${first.url}/api/projects?pageSize=1`).then((r) => r.json()),
      fetch(`${second.url}/api/projects?pageSize=1`).then((r) => r.json()),
    ]);
    assert.ok(a.total > 0);
    assert.equal(a.total, b.total);
  });
});

describe('faults: the database goes away and comes back', { skip }, () => {
  let site: RunningSite;
  let proxy: Awaited<ReturnType<typeof startDatabaseProxy>>;
  let dropSchema: () => Promise<void>;

  before(async () => {
    const target = new URL(TEST_DATABASE_URL!);
    proxy = await startDatabaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(TEST_DATABASE_URL!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const { schema, drop } = await createSchema(TEST_DATABASE_URL!);
    dropSchema = drop;
    site = await startSite({ DATABASE_URL: viaProxy.toString(), DATABASE_SCHEMA: schema, JWT_SECRET });
  });
  after(async () => {
    await site?.stop();
    await proxy?.close();
    await dropSchema?.();
  });

  it('answers 503 quickly while the database is away and recovers by itself', async () => {
    assert.equal((await fetch(`${site.url}/api/projects`)).status, 200);
    proxy.cut();
    const started = Date.now();
    const during = await fetch(`${site.url}/api/projects`);
    const elapsed = Date.now() - started;
    assert.equal(during.status, 503);
    assert.match((await during.json()).message, /briefly unavailable/);
    assert.ok(elapsed < 8_000, `503 took ${elapsed} ms`);
    // The shell and its static files do not need the database.
    assert.equal((await fetch(`${site.url}/`)).status, 200);
    const health = await fetch(`${site.url}/api/health`);
    assert.equal(health.status, 503);

    proxy.restore();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await fetch(`${site.url}/api/projects`)).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.equal(status, 200);
  });
});

describe('scale-out: two API processes on separate disks share files through an S3 bucket', { skip }, () => {
  let first: RunningSite;
  let second: RunningSite;
  let bucket: RunningS3Server;
  let dropSchema: () => Promise<void>;

  before(async () => {
    const { schema, drop } = await createSchema(TEST_DATABASE_URL!);
    dropSchema = drop;
    bucket = await startS3Server();
    // Each site has a data folder of its own (startSite), as two machines would: only the bucket is shared.
    const env = { DATABASE_URL: TEST_DATABASE_URL!, DATABASE_SCHEMA: schema, JWT_SECRET, ADMIN_PASSWORD: 'admin123', ...bucket.env };
    first = await startSite(env);
    second = await startSite(env);
  });
  after(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await bucket?.stop();
    await dropSchema?.();
  });

  it('serves from one process a picture and its sizes uploaded through the other, and a byte range of it', async () => {
    const url = await uploadPicture(first);
    const served = await fetch(`${second.url}${url}`);
    assert.equal(served.status, 200);
    const picture = Buffer.from(await served.arrayBuffer());
    assert.ok(picture.subarray(0, 8).equals(PNG.subarray(0, 8)), 'the stored picture is a PNG');
    const part = await fetch(`${second.url}${url}`, { headers: { range: 'bytes=1-3' } });
    assert.equal(part.status, 206);
    assert.equal(Buffer.from(await part.arrayBuffer()).toString(), 'PNG');
    const variant = await fetch(`${second.url}${url}/w480.webp`);
    assert.equal(variant.status, 200);
    assert.equal(variant.headers.get('content-type'), 'image/webp');
  });

  it('serves the demo pictures the first process seeded into the bucket', async () => {
    const { items } = (await (await fetch(`${second.url}/api/projects?pageSize=1`)).json()) as { items: { images: { url: string }[] }[] };
    const image = items[0]?.images[0]?.url;
    assert.ok(image?.startsWith('/api/files/'), `a stored demo picture, not ${image}`);
    assert.equal((await fetch(`${second.url}${image}`)).status, 200);
  });
});
