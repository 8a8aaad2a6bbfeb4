// Page weight: the compressed bytes of JavaScript a first visit downloads, per
// page, measured in Chromium against the production build. Prints a table.
// Target (issue 7): 170 KB or less for / and /listings.
import type { Page } from 'playwright-core';
import { launchBrowser, loginAsAdmin, newPage } from '../e2e/support/browser';
import { startSite } from '../e2e/support/site';

const TARGET_BYTES = 170 * 1024;

interface Weight { page: string; requests: number; jsBytes: number }

async function measure(page: Page, url: string, ready: () => Promise<unknown>): Promise<{ requests: number; jsBytes: number }> {
  const pending: Promise<number>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(response.request().sizes().then((sizes) => sizes.responseBodySize).catch(() => 0));
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready();
  page.off('response', onResponse);
  const sizes = await Promise.all(pending);
  return { requests: sizes.length, jsBytes: sizes.reduce((sum, size) => sum + size, 0) };
}

export async function runPageWeight(): Promise<Weight[]> {
  const [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  const results: Weight[] = [];
  try {
    const pages: { name: string; path: string; admin?: boolean }[] = [
      { name: '/', path: '/' },
      { name: '/listings', path: '/listings' },
      { name: '/projects/1', path: '/projects/1' },
      { name: '/loan-calculator', path: '/loan-calculator' },
      { name: '/admin/projects (admin)', path: '/admin/projects', admin: true },
    ];
    for (const entry of pages) {
      const { context, page } = await newPage(browser, { mobile: true });
      if (entry.admin) await loginAsAdmin(page, site.url);
      const weight = await measure(page, `${site.url}${entry.path}`, () => page.locator('main').waitFor());
      results.push({ page: entry.name, ...weight });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log('\nPage weight (first visit, compressed JavaScript bytes)');
  console.log('page                       requests   JS bytes    KB     target');
  for (const row of results) {
    const limited = row.page === '/' || row.page === '/listings';
    const verdict = limited ? (row.jsBytes <= TARGET_BYTES ? 'meets 170 KB' : 'OVER 170 KB') : '';
    console.log(`${row.page.padEnd(26)} ${String(row.requests).padStart(8)} ${String(row.jsBytes).padStart(10)} ${(row.jsBytes / 1024).toFixed(1).padStart(6)}   ${verdict}`);
  }
  return results;
}

if (require.main === module) {
  runPageWeight().catch((error) => { console.error(error); process.exit(1); });
}
