// A team's dev loop: `npm run dev -w mf-tools` serves the remote's development
// build inside the real shell, against a running API (here the journey's own
// server on its test database): the remote's page renders from the dev
// server's build, the other remotes still come from the API, and nothing
// fails in the page.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { watchForProblems } from '../support/browser';
import { useJourney } from '../support/journey';
import { freePort, repoRoot } from '../support/site';
import { remoteByPackage } from '../../remotes.config.cjs';

const journey = useJourney();
const RELEASE = `mf_tools@dev-loop-${Date.now()}`;
let devServer: ChildProcess | undefined;
let output = '';

/** Ends the dev server and what npm started under it (its own process group). */
after(async () => {
  if (!devServer?.pid || devServer.exitCode !== null) return;
  const exited = new Promise((resolve) => devServer!.once('exit', resolve));
  process.kill(-devServer.pid, 'SIGTERM');
  await exited;
});

/** Starts `npm run dev -w <package>` on a free port; resolves once its build's manifest answers. */
async function startDevServer(packageName: string): Promise<string> {
  const ownFile = `${remoteByPackage(packageName)!.basePath}mf-manifest.json`;
  const port = await freePort();
  devServer = spawn('npm', ['run', 'dev', '-w', packageName], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, API_ORIGIN: journey.url, DEV_PORT: String(port), PLOTWISE_RELEASE: RELEASE },
  });
  devServer.stdout?.on('data', (chunk) => (output += chunk));
  devServer.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (devServer.exitCode !== null) throw new Error(`npm run dev -w ${packageName} exited:\n${output}`);
    // The dev server holds requests until its first build is done.
    const answer = await fetch(`${url}${ownFile}`).catch(() => null);
    if (answer?.ok) return url;
    if (Date.now() > deadline) throw new Error(`npm run dev -w ${packageName} did not serve ${ownFile}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("a remote team's dev loop", () => {
  it('npm run dev -w mf-tools shows its page in the shell, with the API behind it', async (t) => {
    const started = Date.now();
    const url = await startDevServer('mf-tools');
    const served = Date.now();
    const { context, page } = await journey.newPage();
    const problems = watchForProblems(page);
    // A load that fails is judged by its address: this machine reaches no other host, so a
    // picture or map from elsewhere failing is not the dev loop's; one of our own servers failing is.
    const ours = (address: string) => ['localhost', '127.0.0.1'].includes(new URL(address).hostname);
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console: ${message.text()}`);
    });
    page.on('requestfailed', (request) => {
      if (ours(request.url())) problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && ours(response.url())) problems.push(`${response.status()}: ${response.url()}`);
    });

    await page.goto(`${url}/loan-calculator`);
    await page.getByRole('heading', { name: 'Home Loan EMI Calculator' }).waitFor();
    t.diagnostic(`first page ${((Date.now() - started) / 1000).toFixed(1)}s after the command (build served after ${((served - started) / 1000).toFixed(1)}s)`);
    // The page is this dev server's build, framed by the shell the API serves.
    assert.equal(await page.locator('[data-remote="mf_tools"]').getAttribute('data-release'), RELEASE);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    // Another team's remote, as the API serves it.
    await page.getByRole('heading', { name: 'Find your plot across India' }).waitFor();
    assert.match((await page.locator('[data-remote="mf_catalog"]').getAttribute('data-release')) ?? '', /^mf_catalog@/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
