// A team redeploys its remote by replacing its files: the site picks the new
// build up at the next page load, and the shell is not rebuilt.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { repoRoot, startSite, type RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

function buildTools(release: string): void {
  const outcome = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-all.mjs'), 'mf-tools'], {
    cwd: repoRoot,
    env: { ...process.env, PLOTWISE_RELEASE: release },
    encoding: 'utf8',
  });
  assert.equal(outcome.status, 0, outcome.stderr || outcome.stdout);
}

async function shellScripts(page: import('playwright-core').Page): Promise<string[]> {
  return page.$$eval('script[src]', (scripts) => scripts.map((script) => script.getAttribute('src') ?? ''));
}

before(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await site?.stop();
  buildTools(''); // leave the ordinary build in place
});

describe('redeploying one remote', () => {
  it('serves the new mf-tools build without a shell rebuild or a server restart', async () => {
    buildTools('tools-release-A');
    const { context, page } = await newPage(browser);
    await page.goto(`${site.url}/loan-calculator`);
    const marker = page.locator('[data-remote="mf_tools"]');
    await marker.waitFor({ state: 'attached' });
    assert.equal(await marker.getAttribute('data-release'), 'tools-release-A');
    const shellBefore = await shellScripts(page);
    await context.close();

    buildTools('tools-release-B');
    const second = await newPage(browser);
    await second.page.goto(`${site.url}/loan-calculator`);
    const after = second.page.locator('[data-remote="mf_tools"]');
    await after.waitFor({ state: 'attached' });
    assert.equal(await after.getAttribute('data-release'), 'tools-release-B');
    assert.deepEqual(await shellScripts(second.page), shellBefore, 'the shell bundle is the same file');
    await second.page.getByRole('heading', { name: 'Home Loan EMI Calculator' }).waitFor();
    await second.context.close();
  });
});
