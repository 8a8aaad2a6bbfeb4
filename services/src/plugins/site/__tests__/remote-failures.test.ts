import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fakeRenderResult, withFakeShell, writeFakeRemoteBuild, writeFakeShellBuild } from '../../../../test/support/files';
import { capturingLogger } from '../../../../test/support/log-capture';
import { startOtherOrigin, type OtherOrigin } from '../../../../test/support/other-origin';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

/**
 * A remote on another origin that cannot be read is logged with what
 * happened: the refused connection, the HTTP status, the timeout after the
 * configured time, a CORS reply browsers would refuse. Never "not built".
 */
type Entry = { data?: { msg?: string; url?: string; cause?: string; error?: string; remote?: string } };
const log = capturingLogger<Entry>('info');
const SITE = 'http://plotwise.test';
let app: TestApp;
let cdn: OtherOrigin;
let silent: http.Server;
let silentOrigin: string;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-remote-failures-'));
  writeFakeShellBuild(path.join(root, 'shell'), `exports.render = async (request) => ${fakeRenderResult("'<p>' + request.owner.buildVersion + '</p>'")};`);
  writeFakeRemoteBuild(path.join(root, 'cdn', 'up'), 'mf_catalog', 'up');
  cdn = await startOtherOrigin(path.join(root, 'cdn'));
  // Takes the connection and never answers.
  silent = http.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentOrigin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  app = await startTestApp({
    logger: log.logger,
    configure: (config) => ({
      ...withFakeShell(path.join(root, 'shell'), { timeoutMs: 3_000, cacheMs: 0, remoteFetchTimeoutMs: 150 })(config),
      publicUrl: SITE,
    }),
  });
});
afterAll(async () => {
  await app.stop();
  await cdn.close();
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** Points the catalog remote at `entry` (settings are read at start-up: a restart) and renders one of its pages; the log lines about that entry. */
async function renderWithCatalogAt(entry: string): Promise<{ payload: string; lines: Entry['data'][] }> {
  if (app.config.remotes.remotes.find((remote) => remote.name === 'mf_catalog')?.entry !== entry) {
    app.config.remotes = { ...app.config.remotes, remotes: app.config.remotes.remotes.map((remote) => (remote.name === 'mf_catalog' ? { ...remote, entry } : remote)) };
    await app.restart();
  }
  const from = log.entries.length;
  const { payload } = await app.inject('/listings');
  return { payload, lines: log.entries.slice(from).map((line) => line.data).filter((data) => data?.url === entry || data?.remote === 'mf_catalog') };
}

describe("a remote on another origin that cannot be read", () => {
  it('logs a refused connection as such', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const entry = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/mf-manifest.json`;
    await new Promise((resolve) => closed.close(resolve));
    const { lines } = await renderWithCatalogAt(entry);
    expect(lines).toContainEqual(expect.objectContaining({ url: entry, cause: 'connection refused (ECONNREFUSED)' }));
    expect(lines).toContainEqual(expect.objectContaining({ error: expect.stringContaining('could not be read: connection refused (ECONNREFUSED)') }));
    expect(JSON.stringify(lines)).not.toContain('not built');
  });

  it('logs the HTTP status of a missing manifest', async () => {
    const entry = `${cdn.origin}/gone/mf-manifest.json`;
    const { lines } = await renderWithCatalogAt(entry);
    expect(lines).toContainEqual(expect.objectContaining({ url: entry, cause: 'HTTP 404 Not Found' }));
  });

  it('logs a timeout after the configured time, and remembers the failure for a few seconds', async () => {
    const entry = `${silentOrigin}/mf-manifest.json`;
    const { lines } = await renderWithCatalogAt(entry);
    expect(lines).toContainEqual(expect.objectContaining({ url: entry, cause: 'no answer within 150 ms (timeout)' }));
    const again = await renderWithCatalogAt(entry);
    expect(again.lines.filter((line) => line?.cause)).toEqual([]);
    expect(again.lines).toContainEqual(expect.objectContaining({ error: expect.stringContaining('no answer within 150 ms (timeout)') }));
  });

  it('renders a remote that answers, and logs a manifest browsers on the site would refuse (CORS)', async () => {
    cdn.allowOrigin = null;
    const entry = `${cdn.origin}/up/mf-manifest.json`;
    const { payload, lines } = await renderWithCatalogAt(entry);
    expect(payload).toContain('<p>1.0.0+up</p>');
    expect(lines).toContainEqual(expect.objectContaining({ url: entry, cause: expect.stringContaining('answered without an Access-Control-Allow-Origin header for Origin http://plotwise.test') }));
  });
});
