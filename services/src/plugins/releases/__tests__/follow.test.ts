import path from 'node:path';
import type { Server } from '@hapi/hapi';
import pino from 'pino';
import { createServer } from '../../../server';
import { DEPLOY_TOKEN, deployHeaders, fakeRenderResult, tempFolder, withFakeShell, writeFakeRemoteBuild, writeFakeShellBuild } from '../../../../test/support/files';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { stageRelease } from '../release-manifest';

/**
 * Two API processes on one database: a promote made through one is served by
 * the other within five seconds, without a restart: its remotes list, and its
 * server render, which loads the live release's Node build from its folder.
 */
let app: TestApp;
let other: Server;
const root = tempFolder('release-follow');

// The fake shell's render shows which build of the page's remote it was handed, and that build's server file.
const SHELL_RENDER = `exports.render = async (request) => {
  const file = await request.readFile(request.owner.entry.replace('mf-manifest.json', 'ssr/remoteEntry.js'));
  const html = '<p>' + request.owner.entry + ' ' + request.owner.buildVersion + ' ' + file.text + '</p>';
  return ${fakeRenderResult('html')};
};`;

beforeAll(async () => {
  writeFakeShellBuild(path.join(root, 'shell'), SHELL_RENDER);
  writeFakeRemoteBuild(path.join(root, 'catalog-dist'), 'mf_catalog', 'dist');
  writeFakeRemoteBuild(path.join(root, 'build-a'), 'mf_catalog', 'a');
  app = await startTestApp({
    configure: (config) => ({
      ...withFakeShell(path.join(root, 'shell'), { cacheMs: 60_000 })(config),
      dist: { ...config.dist, shell: path.join(root, 'shell'), catalog: path.join(root, 'catalog-dist') },
      releases: { ...config.releases, dir: path.join(root, 'releases'), deployToken: DEPLOY_TOKEN },
    }),
  });
  other = await createServer(app.config, { knex: app.knex, logger: pino({ level: 'silent' }) });
  await other.initialize();
});
afterAll(async () => {
  await other.stop();
  await app.stop();
});

const catalogEntry = async (server: Server) =>
  (JSON.parse((await server.inject('/remotes.json')).payload).remotes as { name: string; entry: string }[]).find((remote) => remote.name === 'mf_catalog')!.entry;

describe('every API process follows the live release', () => {
  it('serves a promote made through another process within 5 s, in the list and the server render', async () => {
    expect(await catalogEntry(other)).toBe('/remotes/catalog/mf-manifest.json');
    // Kept before the promote: the page must not be served from the cache after it.
    const before = await other.inject('/listings');
    expect(before.payload).toContain('/remotes/catalog/mf-manifest.json 1.0.0+dist /* server dist */');
    expect((await other.inject('/listings')).headers['x-render-cache']).toBe('hit');

    await stageRelease(path.join(root, 'build-a'), path.join(root, 'releases'), 'catalog', 'v-a');
    expect((await app.inject({ method: 'POST', url: '/api/releases', headers: deployHeaders, payload: { remote: 'catalog', version: 'v-a' } })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/releases/catalog/promote', headers: deployHeaders, payload: { version: 'v-a' } })).statusCode).toBe(200);
    const promotedAt = Date.now();

    while ((await catalogEntry(other)) !== '/remotes/catalog/v-a/mf-manifest.json') {
      expect(Date.now() - promotedAt).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = await other.inject('/listings');
    expect(after.payload).toContain('http://plotwise.local/remotes/catalog/v-a/mf-manifest.json 1.0.0+a@v-a /* server a */');
    expect(after.payload).toContain('"entry":"/remotes/catalog/v-a/mf-manifest.json"');
    expect((await other.inject('/remotes/catalog/v-a/static/js/routes.a.js')).payload).toBe('/* routes a */');
  }, 15_000);
});
