import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { capturingLogger } from '../../../../test/support/log-capture';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { fakeRenderResult, withFakeShell, writeFakeShellBuild } from '../../../../test/support/files';

/**
 * Renders at a time are limited (SERVER_RENDER_CONCURRENCY): under a burst,
 * as many pages again may wait for a turn, and the ones beyond that line are
 * sent at once to be rendered in the browser, rather than every page missing
 * its time limit together. The shell's server build here takes a while to
 * render and counts the renders it runs at once.
 */
const RENDER_MS = 200;
let app: TestApp;
let root: string;
const log = capturingLogger<{ data?: { msg?: string } }>('warn');
const warnings = () => log.entries.flatMap((entry) => (entry.data?.msg ? [entry.data.msg] : []));

const rendersAtOnce = () => (globalThis as unknown as { busyTestRenders: { now: number; most: number; done: number } }).busyTestRenders;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-busy-renders-'));
  writeFakeShellBuild(
    root,
    `const atOnce = (globalThis.busyTestRenders = { now: 0, most: 0, done: 0 });
exports.render = async (request) => {
  atOnce.now += 1;
  atOnce.most = Math.max(atOnce.most, atOnce.now);
  await new Promise((resolve) => setTimeout(resolve, ${RENDER_MS}));
  atOnce.now -= 1;
  atOnce.done += 1;
  return ${fakeRenderResult("'<p>rendered on the server</p>'")};
};`,
  );
  app = await startTestApp({
    logger: log.logger,
    // Nothing kept: every visit asks for a render.
    configure: withFakeShell(root, { cacheMs: 0, timeoutMs: 2_000, concurrency: 2 }),
  });
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

it('renders two pages at a time, lets two more wait their turn, and sends the rest to the browser at once', async () => {
  const started = Date.now();
  const pages = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const response = await app.inject(`/a-page-of-the-shell?tag=visitor-${index + 1}`);
      expect(response.statusCode).toBe(200);
      return { server: response.payload.includes('rendered on the server'), ms: Date.now() - started };
    }),
  );

  const onServer = pages.filter((page) => page.server);
  const inBrowser = pages.filter((page) => !page.server);
  expect(onServer).toHaveLength(4);
  expect(inBrowser).toHaveLength(6);
  expect(rendersAtOnce().most).toBe(2);
  expect(rendersAtOnce().done).toBe(4);
  // The pages beyond the line did not wait for a render to end.
  expect(Math.max(...inBrowser.map((page) => page.ms))).toBeLessThan(Math.min(...onServer.map((page) => page.ms)));
  expect(warnings()).toEqual([expect.stringMatching(/^Server rendering busy: 1 page\(s\) sent to be rendered in the browser/)]);
});
