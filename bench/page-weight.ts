// Page weight: the compressed bytes of JavaScript a first visit downloads, per
// page, measured in Chromium against the production build on a phone profile.
// Prints what the browser received (Brotli, the server's first choice) and what
// the same files weigh gzipped (a browser or proxy without Brotli).
// Target: 150 KB gzip or less for / and /listings. PAGE_WEIGHT_FILES=1 lists
// every file with its size. Each page's scripts are split into those fetched
// before the page answered (hydrated: the critical path) and those after; the
// map library's chunk must never be among the first.
import http from 'node:http';
import type { Page } from 'playwright-core';
import { launchBrowser, loginAsAdmin, newPage } from '../e2e/support/browser';
import { watchScripts } from '../e2e/support/script-timing';
import { startSite } from '../e2e/support/site';
import { startTileServer } from '../e2e/support/tile-server';
import { OWNERS, gzipByOwner, type Owner } from './script-owners';
import { runWhenMain } from './report';

const TARGET_BYTES = 150 * 1024;

interface Weight {
  page: string;
  requests: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Gzip bytes fetched before the page answered (hydrated): the first visit's critical path. */
  criticalGzipBytes: number;
  /** Gzip bytes fetched after: lazy sections, the map. */
  laterGzipBytes: number;
  /** Where Leaflet's chunk came, if it came. */
  leaflet: 'none' | 'after hydration' | 'BEFORE HYDRATION';
  /** The critical path's gzip bytes by owner: the chosen libraries' floor against Plotwise's own code. */
  owners: Record<Owner, number>;
}

/** The size of a file as the server sends it with only gzip accepted (the raw body, not decoded). */
function gzipSize(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': 'gzip', cookie } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

/** A file's plain text, or null when it is not there (a map the server keeps to itself). */
function plainText(url: string, cookie: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': 'identity', cookie } }, (response) => {
      if (response.statusCode !== 200) { response.resume(); resolve(null); return; }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve(text));
    }).on('error', reject);
  });
}

async function measure(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<Omit<Weight, 'page'>> {
  const watch = await watchScripts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  // Whatever the page fetches right after it shows (lazy sections) belongs to the first visit too.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  watch.stop();
  const received = await watch.loads();
  // The admin remote is served only to an admin session: ask with the page's cookies.
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const gzipped = await Promise.all(received.map((script) => gzipSize(script.url, cookie)));
  if (process.env.PAGE_WEIGHT_FILES) {
    console.log(`\n${url}`);
    received.forEach((script, index) => {
      const when = script.beforeInteractive ? 'first' : 'later';
      console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} br ${(gzipped[index]! / 1024).toFixed(1).padStart(6)} gz  ${when}${script.leaflet ? ' leaflet' : ''}  ${new URL(script.url).pathname}`);
    });
  }
  const sum = (keep: (index: number) => boolean) => gzipped.reduce((total, bytes, index) => total + (keep(index) ? bytes : 0), 0);
  const leaflet = received.filter((script) => script.leaflet);
  const critical = received.filter((script) => script.beforeInteractive);
  const sources = await Promise.all(critical.map(async (script) => {
    const [code, map] = await Promise.all([plainText(script.url, cookie), plainText(`${script.url}.map`, cookie)]);
    return { code: code ?? '', map: map ? (JSON.parse(map) as { sources: string[]; mappings: string }) : null };
  }));
  return {
    owners: gzipByOwner(sources),
    requests: received.length,
    brotliBytes: received.reduce((total, script) => total + script.bytes, 0),
    gzipBytes: sum(() => true),
    criticalGzipBytes: sum((index) => received[index]!.beforeInteractive),
    laterGzipBytes: sum((index) => !received[index]!.beforeInteractive),
    leaflet: leaflet.length === 0 ? 'none' : leaflet.some((script) => script.beforeInteractive) ? 'BEFORE HYDRATION' : 'after hydration',
  };
}

export async function runPageWeight(): Promise<Weight[]> {
  // Local tiles: without any the map view gives way to a message and draws no map.
  const tiles = await startTileServer();
  // The maps name each byte's package: the owners' table below reads them.
  const [site, browser] = await Promise.all([startSite({ MAP_TILE_URL: tiles.template, PUBLIC_SOURCE_MAPS: 'true' }), launchBrowser()]);
  const results: Weight[] = [];
  try {
    const pages: { name: string; path: string; admin?: boolean; ready: (page: Page) => Promise<unknown> }[] = [
      { name: '/', path: '/', ready: (page) => page.getByRole('heading', { name: 'Featured Properties' }).waitFor() },
      { name: '/listings', path: '/listings', ready: (page) => page.locator('main a[href^="/listings/"]').first().waitFor() },
      // The map view draws its map once hydrated: Leaflet's chunk must come after, never on the critical path.
      { name: '/listings?view=map', path: '/listings?view=map', ready: (page) => page.locator('.leaflet-container').first().waitFor({ state: 'attached' }) },
      { name: '/projects/1', path: '/projects/1', ready: (page) => page.locator('main h1').first().waitFor() },
      { name: '/compare', path: '/compare', ready: (page) => page.locator('main h1').first().waitFor() },
      { name: '/loan-calculator', path: '/loan-calculator', ready: (page) => page.getByTestId('emi').waitFor() },
      { name: '/admin/projects (admin)', path: '/admin/projects', admin: true, ready: (page) => page.locator('main h1').first().waitFor() },
    ];
    for (const entry of pages) {
      const { context, page } = await newPage(browser, { mobile: true });
      if (entry.admin) await loginAsAdmin(page, site.url);
      const weight = await measure(page, `${site.url}${entry.path}`, entry.ready);
      results.push({ page: entry.name, ...weight });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
    await tiles.close();
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  console.log('\nPage weight (first visit on a phone, compressed JavaScript; "to hydrate" was fetched before the page answered)');
  console.log('page                       requests  brotli KB  gzip KB  to hydrate  after   Leaflet           target 150 KB');
  for (const row of results) {
    const limited = row.page === '/' || row.page === '/listings';
    const verdict = (bytes: number) => (bytes <= TARGET_BYTES ? 'meets' : 'OVER');
    const target = limited ? `brotli ${verdict(row.brotliBytes)}, gzip ${verdict(row.gzipBytes)}` : '';
    console.log(`${row.page.padEnd(26)} ${String(row.requests).padStart(8)}  ${kb(row.brotliBytes)}  ${kb(row.gzipBytes)}  ${kb(row.criticalGzipBytes)}  ${kb(row.laterGzipBytes)}   ${row.leaflet.padEnd(16)}  ${target}`);
  }
  console.log('\nTo hydrate, gzip KB by owner (each owner compressed on its own; libraries are the floor)');
  console.log(`${'page'.padEnd(26)} ${OWNERS.map((owner) => owner.slice(0, 9).padStart(9)).join(' ')}  libraries`);
  for (const row of results) {
    const libraries = OWNERS.filter((owner) => owner !== 'Plotwise' && owner !== 'runtime').reduce((total, owner) => total + row.owners[owner], 0);
    console.log(`${row.page.padEnd(26)} ${OWNERS.map((owner) => kb(row.owners[owner]).padStart(9)).join(' ')}  ${kb(libraries)}`);
  }
  if (results.some((row) => row.leaflet === 'BEFORE HYDRATION')) process.exitCode = 1;
  return results;
}

runWhenMain(module, runPageWeight);
