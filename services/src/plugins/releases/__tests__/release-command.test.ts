import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEPLOY_TOKEN, writeFakeRemoteBuild, writeFakeShellBuild } from '../../../../test/support/files';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

/** `npm run release` (scripts/release.mjs) against a listening API, as a team's pipeline runs it. */
const REPO = path.resolve(__dirname, '../../../../..');
let app: TestApp;
let root: string;
let apiUrl: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-release-command-'));
  writeFakeShellBuild(path.join(root, 'shell'), 'exports.render = async () => { throw new Error("not rendered"); };');
  writeFakeRemoteBuild(path.join(root, 'build-a'), 'mf_tools', 'a');
  writeFakeRemoteBuild(path.join(root, 'build-b'), 'mf_tools', 'b');
  app = await startTestApp({
    configure: (config) => ({ ...config, dist: { ...config.dist, shell: path.join(root, 'shell') }, releases: { ...config.releases, dir: path.join(root, 'releases'), deployToken: DEPLOY_TOKEN } }),
  });
  await app.server.start();
  apiUrl = `http://127.0.0.1:${app.server.info.port}`;
});
afterAll(async () => {
  await app.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function release(args: string[], token = DEPLOY_TOKEN): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/release.mjs', ...args, '--api', apiUrl, '--by', 'ci'], {
      cwd: REPO,
      env: { ...process.env, DEPLOY_TOKEN: token, RELEASES_DIR: path.join(root, 'releases') },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

const toolsEntry = async () =>
  (JSON.parse((await app.inject('/remotes.json')).payload).remotes as { name: string; entry: string }[]).find((remote) => remote.name === 'mf_tools')!.entry;

describe('npm run release', () => {
  it('publishes, promotes, lists, rolls back and runs a canary of a remote', async () => {
    const published = await release(['publish', 'mf-tools', '--from', path.join(root, 'build-a')]);
    expect(published.code).toBe(0);
    const version = /Recorded: tools ([0-9a-f]{12})\./.exec(published.out)?.[1];
    expect(version).toBeDefined();
    expect(fs.existsSync(path.join(root, 'releases', 'tools', version!, 'release.json'))).toBe(true);
    expect(await toolsEntry()).toBe('/remotes/tools/mf-manifest.json');

    expect((await release(['promote', 'tools', version!])).out).toContain(`tools: (dist folder) → ${version} (promote by deploy:ci)`);
    expect(await toolsEntry()).toBe(`/remotes/tools/${version}/mf-manifest.json`);

    expect((await release(['publish', 'tools', '--from', path.join(root, 'build-b'), '--version', '2026.11.27-b'])).code).toBe(0);
    expect((await release(['promote', 'tools', '2026.11.27-b'])).code).toBe(0);
    expect((await release(['rollback', 'tools'])).out).toContain(`tools: 2026.11.27-b → ${version} (rollback by deploy:ci)`);
    expect(await toolsEntry()).toBe(`/remotes/tools/${version}/mf-manifest.json`);

    expect((await release(['canary', 'tools', '2026.11.27-b', '30'])).out).toContain(`tools: ${version} → 2026.11.27-b (canary, 30% of visitors by deploy:ci)`);
    expect(await release(['canary', 'tools', '2026.11.27-b', '100'])).toEqual({ code: 1, out: expect.stringContaining('400: percent must be a whole number from 1 to 99') });
    expect((await release(['canary', 'tools', 'off'])).out).toContain(`tools: 2026.11.27-b → ${version} (canary-off by deploy:ci)`);

    const listed = (await release(['list', 'tools'])).out;
    expect(listed).toMatch(new RegExp(`\\* tools +${version}`));
    expect(listed).toContain('2026.11.27-b');
  }, 60_000);

  it('says what is wrong, and exits non-zero', async () => {
    expect(await release(['promote', 'tools', 'no-such-version'])).toEqual({ code: 1, out: expect.stringContaining('404: No release no-such-version of tools is recorded') });
    expect(await release(['promote', 'tools', 'x'], 'a-wrong-token-of-enough-length-here')).toEqual({ code: 1, out: expect.stringContaining('401: The deploy token is not the one') });
    expect(await release(['publish', 'nope'])).toEqual({ code: 1, out: expect.stringContaining('Unknown remote "nope"') });
  }, 30_000);
});
