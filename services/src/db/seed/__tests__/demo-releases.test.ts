import fs from 'node:fs';
import path from 'node:path';
import { tempFolder, writeFakeRemoteBuild } from '../../../../test/support/files';
import { loginAsAdmin, startTestApp, type TestApp } from '../../../../test/support/test-app';
import { DEMO_RELEASE_ACTOR, publishBuiltRemotes } from '../demo-releases';

/**
 * The demo seed publishes the remotes built on this machine as their first
 * releases: real folders in RELEASES_DIR, listed by the Releases API, none
 * made live; a remote with no build is left out rather than invented.
 */
let app: TestApp;
const root = tempFolder('demo-releases');

beforeAll(async () => {
  writeFakeRemoteBuild(path.join(root, 'tools-dist'), 'mf_tools', 'tools');
  writeFakeRemoteBuild(path.join(root, 'catalog-dist'), 'mf_catalog', 'catalog');
  app = await startTestApp({
    configure: (config) => ({
      ...config,
      dist: { ...config.dist, tools: path.join(root, 'tools-dist'), catalog: path.join(root, 'catalog-dist'), accounts: path.join(root, 'not-built'), admin: path.join(root, 'not-built') },
      releases: { ...config.releases, dir: path.join(root, 'releases') },
    }),
  });
});
afterAll(async () => {
  await app.stop();
});

describe('demo releases', () => {
  it('publishes each built remote once, from its real files, and makes none live', async () => {
    const published = await publishBuiltRemotes(app.knex, app.config);
    expect(published.map((entry) => entry.split(' ')[0])).toEqual(['catalog', 'tools']);
    expect(await publishBuiltRemotes(app.knex, app.config)).toEqual([]);
    const { releases, remotes } = JSON.parse((await app.inject({ url: '/api/releases', headers: { cookie: await loginAsAdmin(app) } })).payload);
    expect(releases).toHaveLength(2);
    for (const release of releases) {
      expect(release).toMatchObject({ createdBy: DEMO_RELEASE_ACTOR, live: false, fileCount: 4 });
      expect(fs.existsSync(path.join(root, 'releases', release.remote, release.version, 'release.json'))).toBe(true);
    }
    expect(remotes.every((remote: { live: string | null }) => remote.live === null)).toBe(true);
  });
});
