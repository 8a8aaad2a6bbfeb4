// The admin's Releases screen: two builds of the tools remote are published
// with the release command; the admin promotes the second from the screen
// (after its confirmation), a visitor's next load of a tools page names it
// (data-release) with no restart, then the admin rolls back and the visitor
// gets the first again. A release whose contract the shell does not meet is
// refused, in the API's words. The site here has its own releases folder.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, loginAsAdmin, newPage, screenshot, sidewaysOverflow, watchForProblems } from '../support/browser';
import { releaseWorkspace } from '../support/release-command';
import { startSite, type RunningSite } from '../support/site';
import { writeFakeRemoteBuild } from '../../services/test/support/files';

let site: RunningSite;
let browser: Browser;
const { buildTools, release, ...workspace } = releaseWorkspace('plotwise-admin-releases-', () => site.url);

before(async () => {
  // The canary test reads the release from the server-rendered HTML. A first render of a
  // release loads its Node build; on a busy machine that passes the production render limit,
  // and the page would be sent for client-side rendering without the marker.
  const env = { ...workspace.siteEnv, SERVER_RENDER_TIMEOUT_MS: '5000' };
  [site, browser] = await Promise.all([startSite(env), launchBrowser()]);
  const [a, b] = [await buildTools('tools-release-A'), await buildTools('tools-release-B')];
  await release('publish', 'tools', '--from', a, '--version', 'rel-a', '--by', 'asha');
  await release('publish', 'tools', '--from', b, '--version', 'rel-b', '--by', 'asha');
  // A build against a React the shell does not provide: promoting it must be refused.
  writeFakeRemoteBuild(path.join(workspace.dir, 'react99'), 'mf_tools', 'react99', [{ name: 'react', version: '99.0.0', requiredVersion: '^99.0.0', singleton: true }]);
  await release('publish', 'tools', '--from', path.join(workspace.dir, 'react99'), '--version', 'rel-react99', '--by', 'asha');
  await release('promote', 'tools', 'rel-a', '--by', 'asha');
});
after(async () => {
  await browser?.close();
  await site?.stop();
  workspace.remove();
});

/** The tools remote's release a fresh load of the calculator names, read until it is `expected` (every process polls every 2 s). */
async function visitorSees(page: Page, expected: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let seen: string | null = null;
  while (Date.now() < deadline) {
    await page.goto(`${site.url}/loan-calculator`);
    const marker = page.locator('[data-remote="mf_tools"]');
    await marker.waitFor({ state: 'attached' });
    seen = await marker.getAttribute('data-release');
    if (seen === expected) return;
    await page.waitForTimeout(500);
  }
  assert.equal(seen, expected);
}

describe('the admin Releases screen', () => {
  it('promotes a published release, which visitors get at once, refuses an unmet contract, and rolls back', async () => {
    const visitor = await newPage(browser);
    await visitorSees(visitor.page, 'tools-release-A');

    const { context, page } = await newPage(browser);
    const problems = watchForProblems(page);
    await loginAsAdmin(page, site.url);
    await page.goto(`${site.url}/admin/dashboard`);
    await page.getByRole('link', { name: /Releases/ }).click();
    await page.waitForURL(`${site.url}/admin/releases`);
    const tools = page.getByRole('region', { name: 'tools', exact: true });
    await tools.getByText('rel-a', { exact: true }).first().waitFor();
    const table = tools.getByRole('table', { name: 'Published releases of tools' });
    // Its three and the one the demo seed published from the build found at start.
    assert.equal(await table.getByRole('row').count(), 5);
    await table.getByRole('row', { name: /rel-a/ }).getByText('Live').waitFor();
    await page.getByRole('table', { name: 'History' }).getByText('Promoted: build folder → rel-a').waitFor();
    await screenshot(page, 'admin-releases');

    // The shell provides React 19: the API refuses, and says so in the dialog.
    await tools.getByRole('button', { name: 'Promote tools rel-react99' }).click();
    const refused = page.getByRole('dialog', { name: 'Promote this release?' });
    await refused.getByRole('button', { name: 'Promote' }).click();
    const reason = await refused.getByRole('alert').textContent();
    assert.match(reason ?? '', /react/i);
    assert.match(reason ?? '', /99/);
    await refused.getByRole('button', { name: 'Cancel' }).click();

    await tools.getByRole('button', { name: 'Promote tools rel-b' }).click();
    const confirm = page.getByRole('dialog', { name: 'Promote this release?' });
    await confirm.getByText('gets rel-b instead of rel-a', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Promote' }).click();
    await page.getByTestId('toast').getByText('tools rel-b is live').waitFor();
    await table.getByRole('row', { name: /rel-b/ }).getByText('Live').waitFor();
    await visitorSees(visitor.page, 'tools-release-B');
    await page.getByRole('table', { name: 'History' }).getByText('Promoted: rel-a → rel-b').waitFor();
    await page.getByRole('table', { name: 'History' }).getByRole('row', { name: /rel-a → rel-b/ }).getByText('admin:admin').waitFor();

    await tools.getByRole('button', { name: 'Roll back tools' }).click();
    await page.getByRole('dialog', { name: 'Roll back?' }).getByRole('button', { name: 'Roll back' }).click();
    await page.getByTestId('toast').getByText('tools rolled back to rel-a').waitFor();
    await visitorSees(visitor.page, 'tools-release-A');
    await page.getByRole('table', { name: 'History' }).getByText('Rolled back: rel-b → rel-a').waitFor();
    assert.deepEqual(problems, []);

    const phone = await newPage(browser, { mobile: true });
    await phone.context.addCookies(await context.cookies());
    await phone.page.goto(`${site.url}/admin/releases`);
    await phone.page.getByRole('table', { name: 'Published releases of tools' }).waitFor();
    await screenshot(phone.page, 'admin-releases-mobile');
    assert.ok((await sidewaysOverflow(phone.page)) <= 0, 'no sideways scrolling at 390 px');
    await Promise.all([phone.context.close(), context.close(), visitor.context.close()]);
  });
});

/** One load of the calculator: the release its server-rendered HTML names, the one the hydrated page names, and the tools files the browser fetched. */
async function loadCalculator(page: Page): Promise<{ html: string | undefined; hydrated: string | null; files: string[] }> {
  const files: string[] = [];
  const watch = (request: { url(): string }) => { if (request.url().includes('/remotes/tools/')) files.push(new URL(request.url()).pathname); };
  page.on('request', watch);
  const response = await page.goto(`${site.url}/loan-calculator`);
  const html = /data-remote="mf_tools" data-release="([^"]*)"/.exec((await response?.text()) ?? '')?.[1];
  await page.getByRole('heading', { name: 'Home Loan EMI Calculator' }).waitFor();
  await page.waitForLoadState('networkidle');
  const hydrated = await page.locator('[data-remote="mf_tools"]').getAttribute('data-release');
  page.off('request', watch);
  return { html, hydrated, files };
}

const SIDES = { 'rel-a': 'tools-release-A', 'rel-b': 'tools-release-B' } as const;

/** Three loads of the calculator all on one side: the server's HTML, the browser's page and every file it fetched. */
async function staysOn(page: Page, version: keyof typeof SIDES): Promise<void> {
  for (let load = 0; load < 3; load += 1) {
    const { html, hydrated, files } = await loadCalculator(page);
    assert.equal(html, SIDES[version], `load ${load}: the server-rendered HTML`);
    assert.equal(hydrated, SIDES[version], `load ${load}: the page in the browser`);
    assert.ok(files.length > 0 && files.every((file) => file.startsWith(`/remotes/tools/${version}/`)), files.join('\n'));
  }
}

describe('a 50% canary in the browser', () => {
  it('keeps each visitor on their side across reloads, in the HTML and in the browser', async () => {
    await release('canary', 'tools', 'rel-b', '50', '--by', 'asha');
    const low = await newPage(browser);
    const high = await newPage(browser);
    await low.context.addCookies([{ name: 'pw_bucket', value: '10', url: site.url }]);
    await high.context.addCookies([{ name: 'pw_bucket', value: '90', url: site.url }]);
    await staysOn(low.page, 'rel-b');
    await staysOn(high.page, 'rel-a');

    // A first-time visitor is given a bucket on their first page and kept on its side.
    const fresh = await newPage(browser);
    await fresh.page.goto(`${site.url}/`);
    const bucket = (await fresh.context.cookies()).find((cookie) => cookie.name === 'pw_bucket')?.value;
    assert.match(bucket ?? '', /^\d{1,2}$/);
    await staysOn(fresh.page, Number(bucket) < 50 ? 'rel-b' : 'rel-a');
    assert.equal((await fresh.context.cookies()).find((cookie) => cookie.name === 'pw_bucket')?.value, bucket);
    await Promise.all([low.context.close(), high.context.close(), fresh.context.close()]);
  });
});
