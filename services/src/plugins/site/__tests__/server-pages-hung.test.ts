import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { capturingLogger } from '../../../../test/support/log-capture';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { fakeRenderResult, withFakeShell, writeFakeShellBuild } from '../../../../test/support/files';

/**
 * A render that never ends (a screen waiting on something that never comes)
 * holds its turn for a while, then gives it back: one render at a time here,
 * so a turn kept for good would send every later page to the browser.
 */
const TIME_LIMIT_MS = 50;
let app: TestApp;
let root: string;
const log = capturingLogger<{ data?: { msg?: string; remote?: string; path?: string } }>('warn');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderedOnServer(url: string): Promise<boolean> {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  return response.payload.includes('rendered on the server');
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-hung-render-'));
  writeFakeShellBuild(
    root,
    `exports.render = async (request) => {
  if (request.url.includes('hangs')) await new Promise(() => undefined);
  return ${fakeRenderResult("'<p>rendered on the server</p>'")};
};`,
  );
  app = await startTestApp({
    logger: log.logger,
    configure: withFakeShell(root, { cacheMs: 0, timeoutMs: TIME_LIMIT_MS, concurrency: 1 }),
  });
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

it('gives the turn of a render that never ends back, so later pages are rendered on the server again', async () => {
  expect(await renderedOnServer('/a-page-of-the-shell?tag=before')).toBe(true);

  // The visitor gets the browser-rendered page within the time limit; the render goes on, holding the one turn.
  expect(await renderedOnServer('/a-page-of-the-shell?tag=hangs')).toBe(false);
  expect(await renderedOnServer('/a-page-of-the-shell?tag=meanwhile')).toBe(false);

  // Twenty times the time limit on, the turn is back.
  let after = false;
  for (let tries = 0; !after && tries < 40; tries += 1) {
    await sleep(TIME_LIMIT_MS * 2);
    after = await renderedOnServer(`/a-page-of-the-shell?tag=after-${tries}`);
  }
  expect(after).toBe(true);
  expect(log.entries.map((entry) => entry.data)).toContainEqual({ msg: `A server render still running after ${TIME_LIMIT_MS * 20} ms gave its turn back`, remote: 'shell', path: '/a-page-of-the-shell' });
});
