import path from 'node:path';
import { DEPLOY_TOKEN, deployHeaders, fakeRenderResult, tempFolder, withFakeShell, writeFakeRemoteBuild, writeFakeShellBuild } from '../../../../test/support/files';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { stageRelease } from '../release-manifest';

/**
 * A canary of a remote's release through the API, on a real database: the
 * visitors whose bucket is below its share get it in /remotes.json and in the
 * server-rendered page, the others the live release, each kept on their side.
 */
let app: TestApp;
const root = tempFolder('canary');
const releasesDir = path.join(root, 'releases');

// The fake shell's render shows which build of the page's remote it was handed.
const SHELL_RENDER = `exports.render = async (request) => {
  const html = '<p>' + (request.owner ? request.owner.entry + ' ' + request.owner.buildVersion : 'the shell') + '</p>';
  return ${fakeRenderResult('html')};
};`;

beforeAll(async () => {
  writeFakeShellBuild(path.join(root, 'shell'), SHELL_RENDER);
  writeFakeRemoteBuild(path.join(root, 'catalog-dist'), 'mf_catalog', 'dist');
  for (const tag of ['a', 'b']) writeFakeRemoteBuild(path.join(root, `build-${tag}`), 'mf_catalog', tag);
  writeFakeRemoteBuild(path.join(root, 'build-react99'), 'mf_catalog', 'react99', [{ name: 'react', version: '99.0.0', requiredVersion: '^99', singleton: true }]);
  app = await startTestApp({
    configure: (config) => ({
      ...withFakeShell(path.join(root, 'shell'), { cacheMs: 60_000 })(config),
      dist: { ...config.dist, shell: path.join(root, 'shell'), catalog: path.join(root, 'catalog-dist') },
      releases: { ...config.releases, dir: releasesDir, deployToken: DEPLOY_TOKEN },
    }),
  });
  for (const tag of ['a', 'b', 'react99']) {
    await stageRelease(path.join(root, `build-${tag}`), releasesDir, 'catalog', `v-${tag}`);
    expect((await app.inject({ method: 'POST', url: '/api/releases', headers: deployHeaders, payload: { remote: 'catalog', version: `v-${tag}` } })).statusCode).toBe(201);
  }
  expect((await promote('v-a')).statusCode).toBe(200);
});
afterAll(async () => {
  await app.stop();
});

const json = (response: { payload: string }) => JSON.parse(response.payload);
const promote = (version: string) => app.inject({ method: 'POST', url: '/api/releases/catalog/promote', headers: deployHeaders, payload: { version, by: 'tester' } });
const canary = (payload: object) => app.inject({ method: 'POST', url: '/api/releases/catalog/canary', headers: deployHeaders, payload: { by: 'tester', ...payload } });
const canaryOff = () => app.inject({ method: 'POST', url: '/api/releases/catalog/canary/off', headers: deployHeaders, payload: { by: 'tester' } });
const cookie = (bucket: number | string) => ({ cookie: `pw_bucket=${bucket}` });
const entryFor = async (headers: Record<string, string> = {}) =>
  (json(await app.inject({ url: '/remotes.json', headers })).remotes as { name: string; entry: string }[]).find((remote) => remote.name === 'mf_catalog')!.entry;
const A = '/remotes/catalog/v-a/mf-manifest.json';
const B = '/remotes/catalog/v-b/mf-manifest.json';

describe('a canary release', () => {
  it('refuses an unknown version, a bad share, the live release and an unmet contract, saying why', async () => {
    expect((await canary({ version: 'v-nope', percent: 30 })).statusCode).toBe(404);
    for (const percent of [0, 100, 12.5, 'ten']) {
      const refused = await canary({ version: 'v-b', percent });
      expect(refused.statusCode).toBe(400);
      expect(json(refused).message).toContain('percent must be a whole number from 1 to 99');
    }
    const live = await canary({ version: 'v-a', percent: 30 });
    expect([live.statusCode, json(live).message]).toEqual([409, 'catalog v-a is already live for everyone.']);
    const unmet = await canary({ version: 'v-react99', percent: 30 });
    expect(unmet.statusCode).toBe(409);
    expect(json(unmet).message).toContain('catalog v-react99 requires react ^99; the live shell provides');
    expect((await canaryOff()).statusCode).toBe(409);
    // No canary: the page and the list set no cookie, so the anonymous page stays shared.
    expect((await app.inject('/remotes.json')).headers['set-cookie']).toBeUndefined();
    expect((await app.inject('/listings')).headers['set-cookie']).toBeUndefined();
  });

  it('sends the visitors below 30 to the canary in /remotes.json and the page, and keeps each on their side', async () => {
    const started = await canary({ version: 'v-b', percent: 30 });
    expect(started.statusCode).toBe(200);
    expect(json(started).event).toEqual({ remote: 'catalog', action: 'canary', from: 'v-a', to: 'v-b', percent: 30, actor: 'deploy:tester' });

    expect([await entryFor(cookie(0)), await entryFor(cookie(29)), await entryFor(cookie(30)), await entryFor(cookie(99))]).toEqual([B, B, A, A]);

    // The list (the admin Releases screen's) names the live release and the canary, per remote.
    const listed = json(await app.inject({ url: '/api/releases?remote=catalog', headers: deployHeaders }));
    expect(listed.remotes).toEqual([{ remote: 'catalog', live: 'v-a', canary: { version: 'v-b', percent: 30 }, updatedAt: expect.any(String), updatedBy: 'deploy:tester' }]);
    expect(listed.releases.map((release: { version: string; live: boolean; canary: boolean }) => [release.version, release.live, release.canary])).toEqual([
      ['v-react99', false, false],
      ['v-b', false, true],
      ['v-a', true, false],
    ]);
    expect(listed.releases[0].contentHash).toMatch(/^[0-9a-f]{12}$/);
    for (const [bucket, entry, build] of [[5, B, '1.0.0+b@v-b'], [50, A, '1.0.0+a@v-a'], [6, B, '1.0.0+b@v-b'], [51, A, '1.0.0+a@v-a']] as const) {
      const page = await app.inject({ url: '/listings', headers: cookie(bucket) });
      expect(page.statusCode).toBe(200);
      expect(page.payload).toContain(`http://plotwise.local${entry} ${build}</p>`);
      expect(page.payload).toContain(`"entry":"${entry}"`);
      expect(page.headers['cache-control']).toBe('private, no-cache');
    }
    // The second visitor of each side got the page kept for that side, never the other's.
    expect((await app.inject({ url: '/listings', headers: cookie(7) })).headers['x-render-cache']).toBe('hit');
    // The shell's own page renders no remote, yet its inline list differs by side: kept apart too.
    for (const [bucket, entry] of [[5, B], [50, A], [6, B], [51, A]] as const) {
      const page = await app.inject({ url: '/a-shell-page', headers: cookie(bucket) });
      expect(page.payload).toContain('<p>the shell</p>');
      expect(page.payload).toContain(`"entry":"${entry}"`);
    }

    // A new visitor is given a bucket once, and stays on its side on every request after.
    const first = await app.inject('/listings');
    const set = String(first.headers['set-cookie']);
    expect(set).toMatch(/^pw_bucket=\d{1,2}; Max-Age=31536000; Expires=.*; SameSite=Lax; Path=\/$/);
    const bucket = Number(/pw_bucket=(\d+)/.exec(set)![1]);
    const side = bucket < 30 ? B : A;
    expect(first.payload).toContain(`"entry":"${side}"`);
    for (let i = 0; i < 3; i += 1) {
      expect(await entryFor(cookie(bucket))).toBe(side);
      const again = await app.inject({ url: '/listings', headers: cookie(bucket) });
      expect(again.payload).toContain(`"entry":"${side}"`);
      expect(again.headers['set-cookie']).toBeUndefined();
    }
  });

  it('ends the canary, and a promote of its release ends it too, each change logged', async () => {
    const ended = await canaryOff();
    expect(json(ended).event).toEqual({ remote: 'catalog', action: 'canary-off', from: 'v-b', to: 'v-a', percent: 0, actor: 'deploy:tester' });
    expect([await entryFor(cookie(5)), await entryFor(cookie(50))]).toEqual([A, A]);
    expect((await app.inject({ url: '/listings', headers: cookie(5) })).payload).toContain(`"entry":"${A}"`);

    expect((await canary({ version: 'v-b', percent: 10 })).statusCode).toBe(200);
    expect([await entryFor(cookie(9)), await entryFor(cookie(10))]).toEqual([B, A]);
    expect((await promote('v-b')).statusCode).toBe(200);
    expect([await entryFor(cookie(9)), await entryFor(cookie(10))]).toEqual([B, B]);
    expect(await app.knex('remote_live').where({ remote: 'catalog' }).first()).toMatchObject({ version: 'v-b', canaryVersion: null, canaryPercent: null });
    expect((await canaryOff()).statusCode).toBe(409);

    const { events } = json(await app.inject({ url: '/api/releases/events?remote=catalog', headers: deployHeaders }));
    expect(events.slice(0, 4).map((event: { action: string; from: string; to: string; percent: number | null }) => [event.action, event.from, event.to, event.percent])).toEqual([
      ['promote', 'v-a', 'v-b', null],
      ['canary', 'v-a', 'v-b', 10],
      ['canary-off', 'v-b', 'v-a', 0],
      ['canary', 'v-a', 'v-b', 30],
    ]);
  });
});
