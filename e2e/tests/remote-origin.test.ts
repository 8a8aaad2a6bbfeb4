// A team hosts its remote on its own origin: the tools build, uploaded to a
// second HTTP server on another port (a CDN or bucket), is published with the
// release command. While that origin sends no Access-Control-Allow-Origin the
// admin's promote is refused in the API's words; once it allows the site, the
// promote goes through, the calculator is rendered on the server from the
// checked Node build, and the browser loads the remote's files from the other
// origin and runs the page. The site has its own releases folder and database.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser, loginAsAdmin, newPage, screenshot, watchForProblems } from '../support/browser';
import { startSiteOnTestDatabase } from '../support/journey';
import { repoRoot, type RunningSite } from '../support/site';
import { startOtherOrigin, type OtherOrigin } from '../../services/test/support/other-origin';

const TOKEN = 'an-e2e-deploy-token-of-enough-length';
const run = promisify(execFile);
let work: string;
let site: RunningSite;
let stopSite: () => Promise<void>;
let cdn: OtherOrigin;
let browser: Browser;

async function release(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/release.mjs', ...args, '--api', site.url], {
    cwd: repoRoot,
    env: { ...process.env, DEPLOY_TOKEN: TOKEN },
  });
  return stdout;
}

before(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'plotwise-remote-origin-'));
  // The team's upload: the built remote, as is, in a folder of its own origin.
  cpSync(path.join(repoRoot, 'mf-tools', 'dist'), path.join(work, 'cdn', 'tools-1'), { recursive: true });
  const started = await startSiteOnTestDatabase({ RELEASES_DIR: path.join(work, 'releases'), DEPLOY_TOKEN: TOKEN });
  [site, stopSite] = [started.site, started.stop];
  [cdn, browser] = await Promise.all([startOtherOrigin(path.join(work, 'cdn')), launchBrowser()]);
  cdn.allowOrigin = new URL(site.url).origin;
  await release('publish', 'tools', '--from', path.join(work, 'cdn', 'tools-1'), '--url', `${cdn.origin}/tools-1/`, '--version', 'hosted-1', '--by', 'asha');
});
after(async () => {
  await browser?.close();
  await cdn?.close();
  await stopSite?.();
  rmSync(work, { recursive: true, force: true });
});

describe('a remote hosted on its own origin', () => {
  it('is refused while its origin sends no CORS header, then goes live and runs from there', async () => {
    const { context, page } = await newPage(browser);
    await loginAsAdmin(page, site.url);
    await page.goto(`${site.url}/admin/releases`);
    const tools = page.getByRole('region', { name: 'tools', exact: true });
    await tools.getByText('hosted-1', { exact: true }).first().waitFor();
    await tools.getByText(`Hosted at ${cdn.origin}/tools-1/`).waitFor();

    cdn.allowOrigin = null;
    await tools.getByRole('button', { name: 'Promote tools hosted-1' }).click();
    const refused = page.getByRole('dialog', { name: 'Promote this release?' });
    await refused.getByRole('button', { name: 'Promote' }).click();
    const reason = (await refused.getByRole('alert').textContent()) ?? '';
    assert.match(reason, /Access-Control-Allow-Origin/);
    assert.ok(reason.includes(`${cdn.origin}/tools-1/mf-manifest.json`), reason);
    await refused.getByRole('button', { name: 'Cancel' }).click();

    cdn.allowOrigin = new URL(site.url).origin;
    await tools.getByRole('button', { name: 'Promote tools hosted-1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Promote this release?' });
    await confirm.getByRole('button', { name: 'Promote' }).click();
    await page.getByTestId('toast').getByText('tools hosted-1 is live').waitFor();
    await context.close();

    const visitor = await newPage(browser);
    const problems = watchForProblems(visitor.page);
    const fetchedFromCdn: string[] = [];
    visitor.page.on('request', (request) => { if (request.url().startsWith(cdn.origin)) fetchedFromCdn.push(request.url()); });
    // Every API process fetches and checks the hosted Node build once it sees the promote (within its poll).
    let html = '';
    for (const deadline = Date.now() + 10_000; !html.includes('Home Loan EMI Calculator') && Date.now() < deadline; ) {
      html = (await (await visitor.page.goto(`${site.url}/loan-calculator`))?.text()) ?? '';
    }
    // Rendered on the server from the checked copy of the hosted Node build, with its files hinted on their origin.
    assert.match(html, /data-remote="mf_tools"/);
    assert.match(html, /Home Loan EMI Calculator/);
    assert.ok(html.includes(`${cdn.origin}/tools-1/remoteEntry.js`), 'the remote entry is hinted on its own origin');
    await visitor.page.getByRole('heading', { name: 'Home Loan EMI Calculator' }).waitFor();
    await visitor.page.waitForLoadState('networkidle');
    assert.ok(fetchedFromCdn.some((url) => url.endsWith('/tools-1/mf-manifest.json')), fetchedFromCdn.join('\n'));
    assert.ok(fetchedFromCdn.some((url) => url.endsWith('.js')), 'the remote\'s scripts come from its origin');
    await screenshot(visitor.page, 'remote-origin-calculator');
    assert.deepEqual(problems, []);
    await visitor.context.close();
  });
});
