// Server rendering and independent deployment: a remote rebuilt and put in
// place is what the next server render shows, with no restart and no shell
// rebuild; a remote whose server build is missing, throws or is slow costs
// only the server render of its own pages, which then arrive browser-rendered.
// The site here serves builds from its own folder (DIST_DIR), so rebuilding a
// remote does not touch the build the other journeys use.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { repoRoot, startSite, type RunningSite } from '../support/site';
import { DEFAULT_REMOTES } from '../../services/src/config/site';
import { REMOTES, SHELL } from '../../remotes.config.cjs';

const PACKAGES = [SHELL, ...REMOTES].map((registered) => registered.package);
let distRoot: string;
let site: RunningSite;
let browser: Browser;
let hungRemote: Server;

/**
 * Builds mf-tools into this site's folder, as its team's deploy would. Run
 * without blocking this process: a build blocked on (spawnSync) keeps the HTTP
 * client from noticing that the server closed its idle kept-alive connection,
 * and the next request would go out on a dead socket.
 */
async function deployTools(release: string): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(repoRoot, 'scripts', 'build-all.mjs'), 'mf-tools'], {
    cwd: repoRoot,
    env: { ...process.env, PLOTWISE_RELEASE: release, PLOTWISE_OUTPUT_DIR: path.join(distRoot, 'mf-tools', 'dist'), MF_BUILD_VERSION: '' },
    encoding: 'utf8',
  });
}

async function timedGet(url: string): Promise<{ status: number; html: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, html, ms: performance.now() - started };
}

const serverRendered = (html: string) => html.includes('id="plotwise-state"');
const releaseIn = (html: string) => /data-remote="mf_tools" data-release="([^"]*)"/.exec(html)?.[1];

before(async () => {
  distRoot = mkdtempSync(path.join(tmpdir(), 'plotwise-dist-'));
  for (const name of PACKAGES) cpSync(path.join(repoRoot, name, 'dist'), path.join(distRoot, name, 'dist'), { recursive: true });
  // A remote on another origin that never answers in time: its pages must not wait for it.
  hungRemote = createServer(() => undefined);
  await new Promise<void>((resolve) => hungRemote.listen(0, '127.0.0.1', resolve));
  const { port } = hungRemote.address() as { port: number };
  const remotes = structuredClone(DEFAULT_REMOTES) as { remotes: unknown[] };
  remotes.remotes.push({ name: 'mf_partner', entry: `http://127.0.0.1:${port}/mf-manifest.json`, routes: ['/partner-offers'], serverRendered: true });
  const remotesFile = path.join(distRoot, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(remotes));
  // This file checks the render budget itself (a hung remote answers within a second), so it keeps a short one.
  [site, browser] = await Promise.all([startSite({ DIST_DIR: distRoot, REMOTES_JSON: remotesFile, SERVER_RENDER_TIMEOUT_MS: '600' }), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await site?.stop();
  hungRemote?.closeAllConnections();
  hungRemote?.close();
  rmSync(distRoot, { recursive: true, force: true });
});

describe('server rendering with remotes deployed on their own', () => {
  it('renders a remote rebuilt and put in place on the next page load, without a restart', async () => {
    await deployTools('ssr-release-A');
    const first = await timedGet(`${site.url}/about`);
    assert.ok(serverRendered(first.html));
    assert.equal(releaseIn(first.html), 'ssr-release-A');

    await deployTools('ssr-release-B');
    const second = await timedGet(`${site.url}/about`);
    assert.ok(serverRendered(second.html));
    assert.equal(releaseIn(second.html), 'ssr-release-B', 'the new build, not a cached page of the old one');

    // The browser takes the new server render over with the new build's code, cleanly.
    const { context, page } = await newPage(browser);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()); });
    await page.goto(`${site.url}/about`, { waitUntil: 'networkidle' });
    assert.equal(await page.locator('[data-remote="mf_tools"]').getAttribute('data-release'), 'ssr-release-B');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('answers within a second with the browser-rendered page when the server build is missing', async () => {
    const ssr = path.join(distRoot, 'mf-tools', 'dist', 'ssr');
    renameSync(ssr, `${ssr}-away`);
    try {
      const page = await timedGet(`${site.url}/contact`);
      assert.equal(page.status, 200);
      assert.ok(page.ms < 1000, `answered in ${Math.round(page.ms)} ms`);
      assert.ok(!serverRendered(page.html), 'rendered in the browser instead');
      assert.match(site.logs(), /Server rendering failed[^\n]*"remote":"mf_tools"/);
      // The rest of the site is still rendered on the server.
      assert.ok(serverRendered((await timedGet(`${site.url}/listings`)).html));
      // And the page itself still works in the browser.
      const { context, page: tab } = await newPage(browser);
      await tab.goto(`${site.url}/contact`);
      await tab.getByRole('heading', { name: 'Contact Us' }).waitFor();
      await context.close();
    } finally {
      renameSync(`${ssr}-away`, ssr);
    }
    assert.ok(serverRendered((await timedGet(`${site.url}/contact`)).html), 'rendered on the server again once it is back');
  });

  it('answers with the browser-rendered page when the server build throws', async () => {
    const dist = path.join(distRoot, 'mf-tools', 'dist');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const entryFile = path.join(dist, 'ssr', 'remoteEntry.js');
    const [manifest, entry] = [readFileSync(manifestFile, 'utf8'), readFileSync(entryFile, 'utf8')];
    const broken = JSON.parse(manifest) as { metaData: { buildInfo: { buildVersion: string } } };
    broken.metaData.buildInfo.buildVersion = `broken-${Date.now()}`;
    writeFileSync(entryFile, "throw new Error('a broken server build');\n");
    writeFileSync(manifestFile, JSON.stringify(broken));
    try {
      const page = await timedGet(`${site.url}/careers`);
      assert.equal(page.status, 200);
      assert.ok(page.ms < 1000, `answered in ${Math.round(page.ms)} ms`);
      assert.ok(!serverRendered(page.html));
    } finally {
      writeFileSync(entryFile, entry);
      writeFileSync(manifestFile, manifest);
    }
    assert.ok(serverRendered((await timedGet(`${site.url}/careers`)).html), 'rendered on the server again once it is fixed');
  });

  it('does not wait more than the limit for a remote that does not answer', async () => {
    const page = await timedGet(`${site.url}/partner-offers`);
    assert.equal(page.status, 200);
    assert.ok(page.ms < 1000, `answered in ${Math.round(page.ms)} ms`);
    assert.ok(!serverRendered(page.html));
    assert.match(site.logs(), /Server rendering failed[^\n]*"remote":"mf_partner"/);
  });
});
