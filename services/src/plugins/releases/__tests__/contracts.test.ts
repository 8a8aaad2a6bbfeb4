import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_TOKEN, deployHeaders, type FakeShared, tempFolder, writeFakeRemoteBuild, writeFakeShellBuild } from '../../../../test/support/files';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { stageRelease } from '../release-manifest';

/**
 * A release goes live only when the shell this API serves provides every
 * shared library it requires, in a version its range accepts: through the
 * API, on a real database, with the builds in a temporary folder.
 */
const ui = (version: string, requiredVersion = `^${version}`): FakeShared => ({ name: '@plotwise/ui', version, requiredVersion, singleton: true });
const react: FakeShared = { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', singleton: true };
let app: TestApp;
const root = tempFolder('contracts');
const releasesDir = path.join(root, 'releases');

beforeAll(async () => {
  writeFakeShellBuild(path.join(root, 'shell'), 'exports.render = async () => { throw new Error("not rendered"); };', [react, ui('1.2.0')]);
  writeFakeRemoteBuild(path.join(root, 'build-newer'), 'mf_tools', 'newer', [react, ui('1.3.0')]);
  writeFakeRemoteBuild(path.join(root, 'build-same'), 'mf_tools', 'same', [react, ui('1.2.0')]);
  writeFakeRemoteBuild(path.join(root, 'build-react99'), 'mf_tools', 'react99', [{ ...react, version: '99.0.0', requiredVersion: '^99' }, ui('1.2.0')]);
  app = await startTestApp({
    configure: (config) => ({
      ...config,
      dist: { ...config.dist, shell: path.join(root, 'shell') },
      releases: { ...config.releases, dir: releasesDir, deployToken: DEPLOY_TOKEN },
    }),
  });
});
afterAll(async () => {
  await app.stop();
});

async function publish(tag: string) {
  await stageRelease(path.join(root, `build-${tag}`), releasesDir, 'tools', tag);
  return app.inject({ method: 'POST', url: '/api/releases', headers: deployHeaders, payload: { remote: 'tools', version: tag } });
}
const promote = (version: string) => app.inject({ method: 'POST', url: '/api/releases/tools/promote', headers: deployHeaders, payload: { version } });
const json = (response: { payload: string }) => JSON.parse(response.payload);

describe('shared-library contracts of a release', () => {
  it('records what a release requires and provides', async () => {
    expect((await publish('newer')).statusCode).toBe(201);
    const record = JSON.parse(fs.readFileSync(path.join(releasesDir, 'tools', 'newer', 'release.json'), 'utf8'));
    expect(record.requires).toEqual({ react: '^19.2.0', '@plotwise/ui': '^1.3.0' });
    expect(record.provides).toEqual({ react: '19.2.0', '@plotwise/ui': '1.3.0' });
  });

  it('refuses to promote a release built against a newer @plotwise/ui than the live shell provides', async () => {
    const refused = await promote('newer');
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toContain('tools newer requires @plotwise/ui ^1.3.0; the live shell provides 1.2.0');
    const { releases } = json(await app.inject({ url: '/api/releases?remote=tools', headers: deployHeaders }));
    expect(releases.find((release: { version: string }) => release.version === 'newer').live).toBe(false);
  });

  it('refuses a release requiring a React the shell does not provide', async () => {
    expect((await publish('react99')).statusCode).toBe(201);
    const refused = await promote('react99');
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toContain('tools react99 requires react ^99; the live shell provides 19.2.0');
  });

  it('promotes a release whose requirements the shell meets', async () => {
    expect((await publish('same')).statusCode).toBe(201);
    const promoted = await promote('same');
    expect(promoted.statusCode).toBe(200);
    expect(json(promoted).event).toMatchObject({ remote: 'tools', to: 'same' });
    const { releases } = json(await app.inject({ url: '/api/releases?remote=tools', headers: deployHeaders }));
    expect(releases.find((release: { version: string }) => release.version === 'same')).toMatchObject({ live: true, requires: { react: '^19.2.0', '@plotwise/ui': '^1.2.0' } });
  });

  it('refuses to register a release whose release.json records no requirements', async () => {
    await stageRelease(path.join(root, 'build-same'), releasesDir, 'tools', 'old-style');
    const file = path.join(releasesDir, 'tools', 'old-style', 'release.json');
    const { requires: _dropped, ...record } = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify(record));
    const refused = await app.inject({ method: 'POST', url: '/api/releases', headers: deployHeaders, payload: { remote: 'tools', version: 'old-style' } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toContain('tools old-style: release.json records no requirements');
  });

  it('refuses to publish a build that shares a library with no required range', async () => {
    writeFakeRemoteBuild(path.join(root, 'build-unranged'), 'mf_tools', 'unranged', [react, { ...ui('1.2.0'), requiredVersion: false as unknown as string }]);
    await expect(stageRelease(path.join(root, 'build-unranged'), releasesDir, 'tools', 'unranged')).rejects.toThrow("tools's build shares @plotwise/ui with no version range it requires");
  });
});
