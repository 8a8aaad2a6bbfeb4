import fs from 'node:fs';
import path from 'node:path';
import { User } from '../../../db/models';
import { insertUser, sessionCookieFor } from '../../../../test/support/fixtures';
import { DEPLOY_TOKEN, deployHeaders, tempFolder, writeFakeRemoteBuild, writeFakeShellBuild } from '../../../../test/support/files';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/support/test-app';
import { stageRelease } from '../release-manifest';

/**
 * Publishing, promoting and rolling back a remote's release through the API,
 * on a real database, with the releases folder and builds in a temporary one.
 */
let app: TestApp;
const root = tempFolder('releases');
const releasesDir = path.join(root, 'releases');

beforeAll(async () => {
  writeFakeShellBuild(path.join(root, 'shell'), 'exports.render = async () => { throw new Error("not rendered"); };');
  writeFakeRemoteBuild(path.join(root, 'catalog-dist'), 'mf_catalog', 'dist');
  for (const tag of ['a', 'b', 'c', 'd', 'e', 'f']) writeFakeRemoteBuild(path.join(root, `build-${tag}`), 'mf_catalog', tag);
  app = await startTestApp({
    configure: (config) => ({
      ...config,
      dist: { ...config.dist, shell: path.join(root, 'shell'), catalog: path.join(root, 'catalog-dist') },
      releases: { ...config.releases, dir: releasesDir, keep: 3, deployToken: DEPLOY_TOKEN },
    }),
  });
});
afterAll(async () => {
  await app.stop();
});

/** What `npm run release -- publish` does: the files into the releases folder, then the API records them. */
async function publish(tag: string, version = `v-${tag}`) {
  await stageRelease(path.join(root, `build-${tag}`), releasesDir, 'catalog', version);
  return app.inject({ method: 'POST', url: '/api/releases', headers: deployHeaders, payload: { remote: 'catalog', version, by: 'tester' } });
}
const promote = (version: string) => app.inject({ method: 'POST', url: '/api/releases/catalog/promote', headers: deployHeaders, payload: { version, by: 'tester' } });
const json = (response: { payload: string }) => JSON.parse(response.payload);
const catalogEntry = async () => (json(await app.inject('/remotes.json')).remotes as { name: string; entry: string }[]).find((remote) => remote.name === 'mf_catalog')!.entry;

describe('publishing a release', () => {
  it('records the build, its hashes and shared libraries, and changes nothing live', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/releases', payload: { remote: 'catalog', version: 'v-a' } })).statusCode).toBe(401);
    const first = await publish('a');
    expect(first.statusCode).toBe(201);
    expect(json(await publish('a'))).toEqual({ remote: 'catalog', version: 'v-a', created: false });

    const record = JSON.parse(fs.readFileSync(path.join(releasesDir, 'catalog', 'v-a', 'release.json'), 'utf8'));
    expect(Object.keys(record.files).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'ssr/remoteEntry.js', 'static/js/routes.a.js']);
    expect(record.files['ssr/remoteEntry.js']).toMatch(/^[0-9a-f]{64}$/);

    const listed = await app.inject({ url: '/api/releases?remote=catalog', headers: deployHeaders });
    const { releases } = json(listed);
    expect(releases).toEqual([
      expect.objectContaining({
        version: 'v-a',
        live: false,
        createdBy: 'deploy:tester',
        buildVersion: '1.0.0+a',
        serverEntry: { file: 'ssr/remoteEntry.js', sha256: record.files['ssr/remoteEntry.js'] },
        shared: [{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', singleton: true }],
      }),
    ]);
    expect(await catalogEntry()).toBe('/remotes/catalog/mf-manifest.json');
  });

  it('names a version by a short hash of the build when none is given', async () => {
    const staged = await stageRelease(path.join(root, 'build-a'), releasesDir, 'catalog');
    expect(staged.manifest.version).toMatch(/^[0-9a-f]{12}$/);
    await expect(stageRelease(path.join(root, 'build-b'), releasesDir, 'catalog', 'v-a')).rejects.toThrow('already published with other files');
  });
});

describe('refusals', () => {
  it('refuses bad input, the wrong credential and files that do not match', async () => {
    const post = (payload: object, headers: Record<string, string> = deployHeaders) => app.inject({ method: 'POST', url: '/api/releases', headers, payload });
    const unknownRemote = await post({ remote: 'nope', version: 'v-a' });
    expect(unknownRemote.statusCode).toBe(400);
    expect(json(unknownRemote).message).toContain('remote must be one of catalog, tools, accounts, admin');
    expect((await post({ remote: 'catalog', version: '../etc' })).statusCode).toBe(400);
    expect((await post({ remote: 'catalog', version: 'v-a' }, { authorization: 'Bearer not-the-token' })).statusCode).toBe(401);
    const user = await insertUser({ role: 'user' });
    expect((await post({ remote: 'catalog', version: 'v-a' }, { cookie: sessionCookieFor(user, app.config.jwtSecret) })).statusCode).toBe(403);

    const notStaged = await post({ remote: 'catalog', version: 'never-published' });
    expect(notStaged.statusCode).toBe(409);
    expect(json(notStaged).message).toContain('No release never-published of catalog');

    await stageRelease(path.join(root, 'build-b'), releasesDir, 'catalog', 'v-corrupt');
    fs.writeFileSync(path.join(releasesDir, 'catalog', 'v-corrupt', 'static', 'js', 'routes.b.js'), 'tampered');
    const corrupt = await post({ remote: 'catalog', version: 'v-corrupt' });
    expect(corrupt.statusCode).toBe(409);
    expect(json(corrupt).message).toBe('catalog v-corrupt: static/js/routes.b.js does not match its sha256 in release.json.');
  });

  it('refuses to promote an unknown version or a release whose files went missing', async () => {
    const unknown = await promote('v-unknown');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toContain('No release v-unknown of catalog is recorded');

    expect((await publish('f')).statusCode).toBe(201);
    fs.rmSync(path.join(releasesDir, 'catalog', 'v-f', 'remoteEntry.js'));
    const missing = await promote('v-f');
    expect(missing.statusCode).toBe(409);
    expect(json(missing).message).toBe('catalog v-f: remoteEntry.js is missing.');
    expect(await catalogEntry()).toBe('/remotes/catalog/mf-manifest.json');
    expect((await app.inject({ method: 'POST', url: '/api/releases/catalog/rollback', headers: deployHeaders, payload: {} })).statusCode).toBe(409);
  });
});

describe('promote and roll back', () => {
  it('serves the live release in the remotes list, the page and its hints, and keeps serving the earlier one', async () => {
    const promoted = await promote('v-a');
    expect(promoted.statusCode).toBe(200);
    expect(json(promoted).event).toEqual({ remote: 'catalog', action: 'promote', from: null, to: 'v-a', actor: 'deploy:tester' });
    expect(await catalogEntry()).toBe('/remotes/catalog/v-a/mf-manifest.json');
    const page = (await app.inject('/listings')).payload;
    expect(page).toContain('"entry":"/remotes/catalog/v-a/mf-manifest.json"');
    expect(page).toContain('<link rel="preload" href="/remotes/catalog/v-a/static/js/routes.a.js" as="script">');

    const chunkA = await app.inject('/remotes/catalog/v-a/static/js/routes.a.js');
    expect(chunkA.statusCode).toBe(200);
    expect(chunkA.payload).toBe('/* routes a */');
    expect(chunkA.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/remotes/catalog/v-a/mf-manifest.json')).headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await publish('b')).statusCode).toBe(201);
    expect(await catalogEntry()).toBe('/remotes/catalog/v-a/mf-manifest.json');
    expect((await promote('v-b')).statusCode).toBe(200);
    expect(await catalogEntry()).toBe('/remotes/catalog/v-b/mf-manifest.json');
    // A visitor whose page loaded release a still gets its chunks.
    expect((await app.inject('/remotes/catalog/v-a/static/js/routes.a.js')).payload).toBe('/* routes a */');
    expect((await app.inject('/remotes/catalog/v-b/static/js/routes.b.js')).payload).toBe('/* routes b */');
    expect(json(await promote('v-b')).message).toBe('catalog v-b is already live.');

    const admin = (await User.query().whereRaw('lower(username) = ?', [ADMIN.username]).first())!;
    const rolledBack = await app.inject({ method: 'POST', url: '/api/releases/catalog/rollback', headers: { cookie: sessionCookieFor(admin, app.config.jwtSecret) } });
    expect(rolledBack.statusCode).toBe(200);
    expect(await catalogEntry()).toBe('/remotes/catalog/v-a/mf-manifest.json');

    const { events } = json(await app.inject({ url: '/api/releases/events?remote=catalog', headers: deployHeaders }));
    expect(events.map((event: { action: string; from: string | null; to: string; actor: string }) => [event.action, event.from, event.to, event.actor])).toEqual([
      ['rollback', 'v-b', 'v-a', `admin:${ADMIN.username}`],
      ['promote', 'v-a', 'v-b', 'deploy:tester'],
      ['promote', null, 'v-a', 'deploy:tester'],
    ]);
  });

  it('keeps the newest releases and always the live one', async () => {
    for (const tag of ['c', 'd', 'e']) expect((await publish(tag)).statusCode).toBe(201);
    const versions = (json(await app.inject({ url: '/api/releases?remote=catalog', headers: deployHeaders })).releases as { version: string }[]).map((release) => release.version);
    // Three kept (RELEASES_KEEP), plus v-a (live) and v-b (live before it, the rollback's target).
    expect(versions.sort()).toEqual(['v-a', 'v-b', 'v-c', 'v-d', 'v-e']);
    expect(fs.existsSync(path.join(releasesDir, 'catalog', 'v-f'))).toBe(false);
    expect((await app.inject('/remotes/catalog/v-a/static/js/routes.a.js')).statusCode).toBe(200);
  });
});
