import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ADMIN, loginAsAdmin, startTestApp, type TestApp } from '../../../../test/support/test-app';
import { fakeRenderResult, withFakeShell, writeFakeShellBuild } from '../../../../test/support/files';

/**
 * The in-process page cache: a kept page is sent until its time runs out, then
 * sent stale once while it is rendered again in the background, but never
 * after a change made through the API. The shell's server build here numbers
 * its renders, so each page says which render it came from.
 */
const KEPT_MS = 300;
let app: TestApp;
let adminCookie: string;
let root: string;
/** While this file exists, the shell's server build throws, as a broken deploy would. */
let broken: string;

const renderOf = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many renders the shell's server build was running at once, now and at the most, and when each ran. */
const rendersAtOnce = () =>
  (globalThis as unknown as { pageCacheTestRenders: { now: number; most: number; spans: { started: number; ended: number }[] } }).pageCacheTestRenders;

async function visit(url = '/a-page-of-the-shell') {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  return { render: renderOf(response.payload), cache: response.headers['x-render-cache'] };
}

/** A change through the API to what pages show moves the cache's generation on: a footer link added is one. */
async function changeSomething(name: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/social-media-links',
    headers: { cookie: adminCookie },
    payload: { platform: name, url: `https://example.com/${name}` },
  });
  expect(response.statusCode).toBe(201);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-page-cache-'));
  broken = path.join(root, 'broken');
  writeFakeShellBuild(
    root,
    `let renders = 0;
const atOnce = (globalThis.pageCacheTestRenders = { now: 0, most: 0, spans: [] });
exports.render = async (request) => {
  if (require('node:fs').existsSync(${JSON.stringify(broken)})) throw new Error('a broken build');
  renders += 1;
  const number = renders;
  atOnce.now += 1;
  atOnce.most = Math.max(atOnce.most, atOnce.now);
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, request.url.includes('slow') ? 300 : 20));
  atOnce.now -= 1;
  atOnce.spans.push({ started, ended: Date.now() });
  return ${fakeRenderResult("'<p>render ' + number + '</p>'")};
};`,
  );
  app = await startTestApp({
    configure: withFakeShell(root, { cacheMs: KEPT_MS }),
  });
  adminCookie = await loginAsAdmin(app);
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('kept server-rendered pages', () => {
  it('are sent stale once after their time, while the next render is made in the background', async () => {
    const first = await visit();
    expect(first.cache).toBeUndefined();
    expect(await visit()).toEqual({ render: first.render, cache: 'hit' });

    await sleep(KEPT_MS + 50);
    // The visitor does not wait for a render: the kept page comes at once, marked stale.
    expect(await visit()).toEqual({ render: first.render, cache: 'stale' });
    let next = await visit();
    for (let tries = 0; next.render === first.render && tries < 50; tries += 1) {
      await sleep(20);
      next = await visit();
    }
    expect(next).toEqual({ render: first.render + 1, cache: 'hit' });
  });

  it('are still sent, stale, while their render fails, until a render succeeds again', async () => {
    const kept = await visit();
    await sleep(KEPT_MS + 50);
    fs.writeFileSync(broken, '');
    try {
      expect(await visit()).toEqual({ render: kept.render, cache: 'stale' });
      await sleep(50);
      // The background render failed: the kept page stays, and nobody gets an error.
      expect(await visit()).toEqual({ render: kept.render, cache: 'stale' });
    } finally {
      fs.rmSync(broken);
    }
    let next = await visit();
    for (let tries = 0; next.render === kept.render && tries < 50; tries += 1) {
      await sleep(20);
      next = await visit();
    }
    expect(next.render).toBe(kept.render + 1);
  });

  it('are never sent after a change made through the API, stale or not', async () => {
    const before = await visit();
    await changeSomething('KeptPagesOne');
    const fresh = await visit();
    expect(fresh.render).toBeGreaterThan(before.render);
    expect(fresh.cache).toBeUndefined();

    await sleep(KEPT_MS + 50);
    await changeSomething('KeptPagesTwo');
    const afterChange = await visit();
    expect(afterChange.render).toBeGreaterThan(fresh.render);
    expect(afterChange.cache).toBeUndefined();
  });

  it('are rendered once for the visitors who ask for a page while it is being rendered', async () => {
    const visits = await Promise.all(Array.from({ length: 6 }, () => visit('/a-page-of-the-shell?tag=shared-link')));
    expect(new Set(visits.map((page) => page.render)).size).toBe(1);
    expect(visits.every((page) => page.cache === undefined)).toBe(true);
    expect(await visit('/a-page-of-the-shell?tag=shared-link')).toEqual({ render: visits[0]!.render, cache: 'hit' });
  });

  it('are rendered afresh for a visitor who comes after a change, not handed a render begun before it', async () => {
    const before = visit('/a-page-of-the-shell?tag=slow');
    await sleep(50);
    await changeSomething('KeptPagesDuringRender');
    const after = await visit('/a-page-of-the-shell?tag=slow');
    expect(after.render).toBeGreaterThan((await before).render);
    expect(after.cache).toBeUndefined();
  });

  it('are kept through writes that change no anonymous page: a sign-in, a newsletter sign-up, an inquiry', async () => {
    const kept = await visit('/a-page-of-the-shell?tag=writes');
    expect((await app.inject({ method: 'POST', url: '/api/auth/admin-login', payload: ADMIN })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'kept-pages@example.com' } })).statusCode).toBe(201);
    const inquiry = { name: 'Asha Kulkarni', email: 'asha@example.com', phone: '9876543210', message: 'Is the plot still available?' };
    expect((await app.inject({ method: 'POST', url: '/api/inquiries', payload: inquiry })).statusCode).toBe(201);
    const after = await visit('/a-page-of-the-shell?tag=writes');
    expect(after.render).toBe(kept.render);
    // Kept, unless this machine took longer than the page's time: then it is sent stale, never rendered at once.
    expect(after.cache).toMatch(/^(hit|stale)$/);
  });

  it('are dropped by every write to what pages show: no catalogue or content route keeps them', () => {
    const content = /^\/api\/(?:admin\/(?:projects|blog-posts|social-media-links|media|users|agents)|agent\/projects|projects)(?:\/|$)/;
    const writes = app.server.table().filter((route) => route.method !== 'get' && content.test(route.path));
    expect(writes.length).toBeGreaterThan(15);
    // Only the CSV check, which stores nothing, an agent's edit, which waits for an admin, and a page view count (never shown on public pages) keep them.
    expect(writes.filter((route) => route.settings.app?.keepsPublicPages).map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'post /api/projects/bulk-upload/preview',
      'post /api/projects/{id}/views',
      'put /api/agent/projects/{id}',
    ]);
  });

  it('are rendered again one at a time, with a pause as long as each render, when many run out together, and sent stale meanwhile', async () => {
    const pages = Array.from({ length: 8 }, (_, index) => `/a-page-of-the-shell?page=${index + 1}`);
    const first = new Map<string, number>();
    for (const page of pages) first.set(page, (await visit(page)).render);
    await sleep(KEPT_MS + 50);
    rendersAtOnce().most = 0;
    rendersAtOnce().spans = [];

    // Every page has run out: each visitor gets the kept page at once.
    const stale = await Promise.all(pages.map((page) => visit(page)));
    expect(stale).toEqual(pages.map((page) => ({ render: first.get(page), cache: 'stale' })));

    // Then each is rendered again, in turn (the first may run out again before the last is done).
    const renewed = async () => (await Promise.all(pages.map((page) => visit(page)))).every((page, index) => page.render > first.get(pages[index]!)!);
    for (let tries = 0; !(await renewed()) && tries < 100; tries += 1) await sleep(20);
    expect(await renewed()).toBe(true);
    expect(rendersAtOnce().most).toBe(1);
    // Half the time at most goes to rendering kept pages again: each waits as long as the last took.
    const spans = rendersAtOnce().spans.slice(0, pages.length);
    expect(spans).toHaveLength(pages.length);
    for (let index = 1; index < spans.length; index += 1) {
      const previous = spans[index - 1]!;
      // Timers may fire a millisecond early by Date.now().
      expect(spans[index]!.started - previous.ended).toBeGreaterThanOrEqual(previous.ended - previous.started - 2);
    }
  });

  it('are sent compressed as each browser asks, the same page in every encoding', async () => {
    const plain = await app.inject('/a-page-of-the-shell?tag=encoded');
    expect(plain.headers['x-render-cache']).toBeUndefined();
    const kept = async (encoding: string) => {
      const response = await app.inject({ url: '/a-page-of-the-shell?tag=encoded', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      // Kept (on a slow machine it may have run out meanwhile: then sent stale while rendered again).
      expect(response.headers['x-render-cache']).toMatch(/^(hit|stale)$/);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/);
      return response;
    };

    // The same page, whichever render of it was kept.
    const samePage = (html: string) => expect(html.replace(/render \d+/, 'render n')).toBe(plain.payload.replace(/render \d+/, 'render n'));

    const brotli = await kept('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    samePage(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8'));
    const gzip = await kept('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    samePage(zlib.gunzipSync(gzip.rawPayload).toString('utf8'));
    const identity = await kept('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    samePage(identity.payload);
  });

  it('are compressed once: the bytes a fresh page went out in are what the next visitor gets', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const fresh = await app.inject({ url: '/a-page-of-the-shell?tag=compressed-once', headers });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-render-cache']).toBeUndefined();
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.headers.vary).toMatch(/accept-encoding/);
    expect(zlib.brotliDecompressSync(fresh.rawPayload).toString('utf8')).toMatch(/render \d+/);
    const next = await app.inject({ url: '/a-page-of-the-shell?tag=compressed-once', headers });
    expect(next.headers['x-render-cache']).toMatch(/^(hit|stale)$/);
    expect(next.rawPayload.equals(fresh.rawPayload)).toBe(true);
  });
});
