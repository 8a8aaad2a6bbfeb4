import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertProject, insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { withFakeShell, writeFakeShellBuild } from '../../../../test/support/files';

/**
 * What a kept page is kept under, and which pages are kept at all: the
 * shell's server build here says which URL it rendered, numbers its renders,
 * marks "not found" pages noindex and makes `big` pages of a megabyte.
 */
let app: TestApp;
let root: string;

const renderOf = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);
const renderedUrl = (html: string) => /rendered (\S+) /.exec(html)?.[1];

async function visit(url: string, host = 'localhost') {
  const response = await app.inject({ url, headers: { host } });
  expect(response.statusCode).toBeLessThan(500);
  return { render: renderOf(response.payload), url: renderedUrl(response.payload), ogUrl: /<meta property="og:url" content="([^"]+)"/.exec(response.payload)?.[1], cache: response.headers['x-render-cache'], status: response.statusCode };
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-page-keys-'));
  writeFakeShellBuild(
    root,
    `let renders = 0;
exports.render = async (request) => {
  renders += 1;
  const number = renders;
  const notFound = request.url.includes('not-found');
  const typed = request.url.includes('typed-search');
  const filler = request.url.includes('big') ? 'x'.repeat(1024 * 1024) : '';
  return {
    status: notFound ? 404 : 200,
    head: { title: 'A page | Plotwise', siteName: 'Plotwise', canonicalUrl: request.origin + (typed ? '/listings' : request.url), noindex: notFound || typed },
    styleTags: '',
    stateJson: '{}',
    pipe: (destination) => { destination.write('<p>rendered ' + request.url + ' render ' + number + '</p>' + filler); destination.end(); },
  };
};`,
  );
  app = await startTestApp({ configure: withFakeShell(root, { cacheMs: 60_000 }) });
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the page a server render is made for', () => {
  it('is a path on this site: slashes and backslashes that would name another host are one slash', async () => {
    for (const [url, path] of [
      ['//evil.example.com/x', '/evil.example.com/x'],
      ['/\\evil.example.com/y', '/evil.example.com/y'],
      ['/a-shell-page//\\evil.example.com', '/a-shell-page/evil.example.com'],
    ] as const) {
      const page = await visit(url);
      expect(page.url).toBe(path);
      expect(page.ogUrl).toBe(`http://localhost${path}`);
    }
  });

  it('has only the query parameters pages read: others make no render or kept copy of their own', async () => {
    const first = await visit('/a-shell-page?tag=plots&utm_source=mail&fbclid=abc');
    expect(first.url).toBe('/a-shell-page?tag=plots');
    for (const url of ['/a-shell-page?fbclid=xyz&tag=plots', '/a-shell-page?tag=plots&tag=other&junk=1', '/a-shell-page?tag=plots&city=']) {
      expect(await visit(url)).toMatchObject({ render: first.render, cache: 'hit' });
    }
    // The same parameters in another order are the same page.
    const both = await visit('/listings-like?page=2&city=Pune');
    expect(both.url).toBe('/listings-like?city=Pune&page=2');
    expect(await visit('/listings-like?city=Pune&page=2')).toMatchObject({ render: both.render, cache: 'hit' });
  });
});

describe("a page's head", () => {
  it('names the canonical of a page kept out of search results when that is another page, never its own', async () => {
    const search = (await app.inject({ url: '/typed-search', headers: { host: 'localhost' } })).payload;
    expect(search).toContain('<meta name="robots" content="noindex">');
    expect(search).toContain('<link rel="canonical" href="http://localhost/listings">');
    const notFound = (await app.inject({ url: '/not-found-page', headers: { host: 'localhost' } })).payload;
    expect(notFound).toContain('<meta name="robots" content="noindex">');
    expect(notFound).not.toContain('rel="canonical"');
  });
});

describe('pages kept', () => {
  it('leave out pages kept out of search results: any text makes one', async () => {
    const first = await visit('/not-found-here');
    expect(first.status).toBe(404);
    const again = await visit('/not-found-here');
    expect(again.cache).toBeUndefined();
    expect(again.render).toBeGreaterThan(first.render);
  });

  it('are kept for a few hosts at most without PUBLIC_URL; other Host headers are rendered, never kept', async () => {
    const hosts = Array.from({ length: 8 }, (_, index) => `host-${index}.example`);
    for (const host of hosts) await visit('/per-host', host);
    const hits = [];
    for (const host of hosts) hits.push((await visit('/per-host', host)).cache === 'hit');
    expect(hits.filter(Boolean).length).toBeGreaterThan(0);
    expect(hits.filter(Boolean).length).toBeLessThanOrEqual(4);
  });

  it('hold a bounded number of bytes: the oldest go first when big pages come', async () => {
    for (let page = 1; page <= 48; page += 1) await visit(`/big?page=${page}`);
    expect((await visit('/big?page=48')).cache).toBe('hit');
    expect((await visit('/big?page=1')).cache).toBeUndefined();
  });
});

describe('an approved agent editing their own project', () => {
  it("keeps the pages kept: a project waiting for approval, or changes waiting on a live one, are on no public page", async () => {
    const agent = await insertUser({ role: 'agent', isApproved: true });
    const cookie = sessionCookieFor(agent, app.config.jwtSecret);
    const pending = await insertProject({ approvalStatus: 'pending', createdBy: agent.id });
    const live = await insertProject({ approvalStatus: 'approved', createdBy: agent.id });
    const kept = await visit('/kept-while-agents-edit');
    for (const project of [pending, live]) {
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/agent/projects/${project.id}`,
        headers: { cookie },
        payload: { title: 'Lakeview Plots', description: 'Gated plots beside the lake.', location: 'Khadakwasla', city: 'Pune', state: 'Maharashtra', totalArea: 5, areaUnit: 'acres', projectType: 'residential' },
      });
      expect(edited.statusCode).toBe(200);
    }
    expect(await visit('/kept-while-agents-edit')).toMatchObject({ render: kept.render, cache: 'hit' });
  });
});
