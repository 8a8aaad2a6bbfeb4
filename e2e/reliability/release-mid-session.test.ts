// A visitor mid-session when a remote's next release is promoted: the page
// they loaded names release A, and navigating to that remote's pages after B
// went live still loads A's chunks (kept under /remotes/tools/<version>/),
// with no ChunkLoadError; their next page load gets B. Needs the shell built
// (npm run build); the tools releases are built into folders of this test's own.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { releaseWorkspace } from '../support/release-command';
import { startSite, type RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;
const { buildTools, release, ...workspace } = releaseWorkspace('plotwise-release-e2e-', () => site.url);

before(async () => {
  [site, browser] = await Promise.all([startSite(workspace.siteEnv), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await site?.stop();
  workspace.remove();
});

describe('a release promoted while a visitor is on the site', () => {
  it("keeps serving the release the visitor's page loaded", async () => {
    await release('publish', 'tools', '--from', await buildTools('tools-release-A'), '--version', 'rel-a');
    await release('promote', 'tools', 'rel-a');
    const buildB = await buildTools('tools-release-B');

    const { context, page } = await newPage(browser);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('console', (message) => { if (/ChunkLoadError|Loading chunk/i.test(message.text())) failures.push(message.text()); });
    page.on('response', (response) => { if (response.url().includes('/remotes/') && response.status() >= 400) failures.push(`${response.status()} ${response.url()}`); });
    const toolsFiles: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/remotes/tools/')) toolsFiles.push(new URL(request.url()).pathname); });

    // A shell page: the tools remote's pages are fetched only when the visitor goes to one.
    await page.goto(`${site.url}/sitemap`);
    await page.locator('a[href="/loan-calculator"]').first().waitFor();
    const loadedBefore = toolsFiles.length;

    await release('publish', 'tools', '--from', buildB, '--version', 'rel-b');
    await release('promote', 'tools', 'rel-b');

    await page.locator('a[href="/loan-calculator"]').first().click();
    const marker = page.locator('[data-remote="mf_tools"]');
    await marker.waitFor({ state: 'attached' });
    assert.equal(await marker.getAttribute('data-release'), 'tools-release-A');
    await page.getByRole('heading', { name: 'Home Loan EMI Calculator' }).waitFor();
    assert.ok(toolsFiles.length > loadedBefore, "the calculator's chunks were fetched after the promote");
    assert.ok(toolsFiles.every((file) => file.startsWith('/remotes/tools/rel-a/')), toolsFiles.join('\n'));
    assert.deepEqual(failures, []);

    await page.reload();
    await marker.waitFor({ state: 'attached' });
    assert.equal(await marker.getAttribute('data-release'), 'tools-release-B');
    await context.close();
  });
});
