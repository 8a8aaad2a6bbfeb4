import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_TOKEN, deployHeaders, fakeRenderResult, withFakeShell, writeFakeRemoteBuild, writeFakeShellBuild } from '../../../../test/support/files';
import { startOtherOrigin, type OtherOrigin } from '../../../../test/support/other-origin';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { hostedCopyFolder } from '../../site/hosted-files';
import { describeBuild } from '../release-manifest';

/**
 * The server's checked copies of hosted releases (DATA_DIR/hosted-releases)
 * do not pile up: one unused for a day is removed, and so is a staging folder
 * left by a stopped download, but never a copy this process serves, one live
 * or canary in the database (another process may be reading it) or a recent one.
 */
const DAY_MS = 86_400_000;
const SHELL_RENDER = `exports.render = async (request) => {
  const file = await request.readFile(request.owner.entry.replace('mf-manifest.json', 'ssr/remoteEntry.js'));
  return ${fakeRenderResult("'<p>' + request.owner.buildVersion + ' ' + file.text + '</p>'")};
};`;
let app: TestApp;
let cdn: OtherOrigin;
let root: string;
let copies: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-hosted-copies-'));
  copies = path.join(root, 'data', 'hosted-releases');
  writeFakeShellBuild(path.join(root, 'shell'), SHELL_RENDER);
  for (const tag of ['h1', 'h2', 'h3']) writeFakeRemoteBuild(path.join(root, 'cdn', tag), 'mf_catalog', tag);
  cdn = await startOtherOrigin(path.join(root, 'cdn'));
  app = await startTestApp({
    configure: (config) => ({
      ...withFakeShell(path.join(root, 'shell'), { timeoutMs: 5_000, cacheMs: 0 })(config),
      dataDir: path.join(root, 'data'),
      dist: { ...config.dist, shell: path.join(root, 'shell') },
      // This process reads the live releases only when it promotes: what another process writes stays unseen.
      releases: { ...config.releases, dir: path.join(root, 'releases'), deployToken: DEPLOY_TOKEN, pollMs: 3_600_000, hostedCopies: { keepMs: DAY_MS, pruneEveryMs: 100 } },
    }),
  });
});
afterAll(async () => {
  await app.stop();
  await cdn.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function publishHosted(tag: string) {
  const { files } = await describeBuild(path.join(root, 'cdn', tag), 'catalog', tag);
  const published = await app.inject({ method: 'POST', url: '/api/releases', headers: deployHeaders, payload: { remote: 'catalog', version: tag, url: `${cdn.origin}/${tag}/`, files } });
  expect(published.statusCode).toBe(201);
}

/** The folder a process makes for a release, named from what the database recorded. */
async function copyFolderOf(tag: string): Promise<string> {
  const row = await app.knex('remote_releases').where({ remote: 'catalog', version: tag }).first('metadata');
  return hostedCopyFolder('catalog', tag, row.metadata.hosted.files);
}

function plant(folder: string, ageMs: number): void {
  fs.mkdirSync(path.join(copies, folder), { recursive: true });
  fs.writeFileSync(path.join(copies, folder, 'mf-manifest.json'), '{}');
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(path.join(copies, folder), at, at);
}

async function until(done: () => boolean): Promise<void> {
  for (const started = Date.now(); !done(); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > 10_000) throw new Error('Still not done after 10 s');
  }
}

it('removes copies unused for a day and stale staging folders, and keeps the ones in use, live, canary or recent', async () => {
  for (const tag of ['h1', 'h2', 'h3']) await publishHosted(tag);
  expect((await app.inject({ method: 'POST', url: '/api/releases/catalog/promote', headers: deployHeaders, payload: { version: 'h1' } })).statusCode).toBe(200);
  // This process renders h1 from its copy.
  expect((await app.inject('/listings')).payload).toContain('<p>1.0.0+h1@h1 /* server h1 */</p>');
  const [h1, h2, h3] = [await copyFolderOf('h1'), await copyFolderOf('h2'), await copyFolderOf('h3')];
  expect(fs.existsSync(path.join(copies, h1, 'ssr', 'remoteEntry.js'))).toBe(true);

  // Another process promoted h3 and runs h2 as a canary, from copies it made two days ago.
  await app.knex('remote_live').where({ remote: 'catalog' }).update({ version: 'h3', canary_version: 'h2', canary_percent: 30 });
  // Rounds run one at a time and touch the copy in use before reading the database: once a round has
  // touched h1 aged after the update, no round that read the database before it is left to see the old folders.
  const old = new Date(Date.now() - 2 * DAY_MS);
  fs.utimesSync(path.join(copies, h1), old, old);
  await until(() => fs.statSync(path.join(copies, h1)).mtimeMs > Date.now() - DAY_MS);
  for (const folder of [h2, h3]) plant(folder, 2 * DAY_MS);
  fs.utimesSync(path.join(copies, h1), old, old);
  plant(path.join('catalog', 'h0-0123456789ab'), 2 * DAY_MS);
  plant(path.join('catalog', 'h4-0123456789ab'), DAY_MS / 2);
  plant(path.join('catalog', 'h5-0123456789ab.partial-4242-1'), 2 * DAY_MS);
  plant(path.join('tools', 't1-0123456789ab'), 2 * DAY_MS);

  await until(() => !fs.existsSync(path.join(copies, 'catalog', 'h0-0123456789ab')));
  await until(() => !fs.existsSync(path.join(copies, 'tools', 't1-0123456789ab')));
  expect(fs.readdirSync(path.join(copies, 'catalog')).sort()).toEqual([h1, h2, h3, path.join('catalog', 'h4-0123456789ab')].map((folder) => path.basename(folder)).sort());
  // The copy in use still renders.
  expect((await app.inject('/listings')).payload).toContain('<p>1.0.0+h1@h1 /* server h1 */</p>');
});

it('lets go of a copy once this process no longer serves it, and fetches it again for a rollback to it', async () => {
  // Ending the canary makes this process read the database: it serves h3, the live release, from now on.
  expect((await app.inject({ method: 'POST', url: '/api/releases/catalog/canary/off', headers: deployHeaders })).statusCode).toBe(200);
  expect((await app.inject('/listings')).payload).toContain('<p>1.0.0+h3@h3 /* server h3 */</p>');
  const [h1, h3] = [await copyFolderOf('h1'), await copyFolderOf('h3')];
  const old = new Date(Date.now() - 2 * DAY_MS);
  fs.utimesSync(path.join(copies, h1), old, old);
  fs.utimesSync(path.join(copies, h3), old, old);

  await until(() => !fs.existsSync(path.join(copies, h1)));
  // The copy served now is touched at each round instead: it stays. (A round that
  // touched it just before it was aged above still removes h1, so wait for the next.)
  await until(() => fs.statSync(path.join(copies, h3)).mtimeMs > Date.now() - DAY_MS);

  expect((await app.inject({ method: 'POST', url: '/api/releases/catalog/promote', headers: deployHeaders, payload: { version: 'h1' } })).statusCode).toBe(200);
  expect((await app.inject('/listings')).payload).toContain('<p>1.0.0+h1@h1 /* server h1 */</p>');
  expect(fs.existsSync(path.join(copies, h1, 'ssr', 'remoteEntry.js'))).toBe(true);
});
