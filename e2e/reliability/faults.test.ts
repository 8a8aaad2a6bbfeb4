// Faults a visitor or an operator meets: a remote that is slow, one that never
// answers, one whose build is broken, and a server stopped while it works.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { startSite, type RunningSite } from '../support/site';
import { samplePng } from '../support/sample-image';

const UNAVAILABLE = 'This part of the site is unavailable right now';

let site: RunningSite;
let browser: Browser;

before(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

/** The remotes configuration as an operator would set it, with a short load timeout (inline in the page and at /remotes.json). */
async function withLoadTimeout(context: BrowserContext, loadTimeoutMs: number): Promise<void> {
  await context.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, loadTimeoutMs } });
  });
  await context.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="plotwise-remotes">)(.*?)(<\/script>)/,
        (_match, open: string, json: string, close: string) => `${open}${JSON.stringify({ ...JSON.parse(json), loadTimeoutMs })}${close}`,
      );
      await route.fulfill({ response, body: html });
    },
  );
}

describe('remote faults stay inside their own routes', () => {
  it('a slow remote delays only its routes: the header works and other remotes load meanwhile', async () => {
    const { context, page } = await newPage(browser);
    await context.route('**/remotes/accounts/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${site.url}/login`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor({ timeout: 3_000 });
    await context.close();
  });

  it('a remote that never answers ends in the Retry message, not an endless skeleton', async () => {
    const { context, page } = await newPage(browser);
    await withLoadTimeout(context, 2_000);
    await context.route('**/remotes/tools/**', () => {
      // never answered: a hung server behind the remote's URL
    });
    await page.goto(`${site.url}/loan-calculator`);
    await page.getByRole('alert').getByText(UNAVAILABLE).waitFor({ timeout: 8_000 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { name: 'Find your plot across India' }).waitFor();
    await context.close();
  });

  it('a remote whose build is broken is contained by its error boundary', async () => {
    const { context, page } = await newPage(browser);
    await context.route(/\/remotes\/tools\/.*\.js$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("a broken build");' }),
    );
    await page.goto(`${site.url}/about`);
    await page.getByRole('alert').getByText(UNAVAILABLE).waitFor();
    await screenshot(page, 'tools-broken-build');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { name: 'Find your plot across India' }).waitFor();

    await context.unroute(/\/remotes\/tools\/.*\.js$/);
    await page.goto(`${site.url}/about`);
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
    await context.close();
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight after SIGTERM, refuses new connections, and exits 0', async () => {
    const own = await startSite();
    const { port } = new URL(own.url);
    // A real picture, made large with bytes after its end (which decoders ignore), so the upload takes a while.
    const png = Buffer.concat([samplePng(), Buffer.alloc(256 * 1024, 3)]);
    const boundary = 'plotwise-shutdown-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, png, tail]);

    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/upload?kind=image',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
            origin: own.url,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => { text += chunk; });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      // Half the body now, SIGTERM, the rest a moment later: the request is in flight when the stop begins.
      const half = Math.floor(body.length / 2);
      request.write(body.subarray(0, half));
      setTimeout(() => {
        exitCode = own.terminate();
        setTimeout(() => request.end(body.subarray(half)), 700);
      }, 300);
    });
    let exitCode: Promise<number | null> | undefined;

    const outcome = await answered;
    assert.equal(outcome.status, 201, outcome.body);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await assert.rejects(fetch(`${own.url}/api/health`), 'a stopping server accepts no new connection');
    assert.equal(await exitCode, 0, own.logs());
    await own.stop();
  });
});
