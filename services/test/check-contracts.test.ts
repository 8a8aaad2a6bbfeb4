import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeFakeRemoteBuild, writeFakeShellBuild, type FakeShared } from './support/files';

/** scripts/check-contracts.mjs, as CI runs it after the build, on fixture builds of a shell and a remote. */
const REPO = path.resolve(__dirname, '../..');
const ui = (version: string): FakeShared => ({ name: '@plotwise/ui', version, requiredVersion: `^${version}`, singleton: true });
let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-check-contracts-'));
  writeFakeShellBuild(path.join(root, 'shell'), 'exports.render = async () => null;', [ui('1.2.0')]);
  writeFakeRemoteBuild(path.join(root, 'mf-tools'), 'mf_tools', 'a', [ui('1.3.0')]);
  writeFakeRemoteBuild(path.join(root, 'mf-catalog'), 'mf_catalog', 'a', [ui('1.2.0')]);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function check(...remotes: string[]): Promise<{ code: number; out: string }> {
  const args = ['--import', 'tsx', 'scripts/check-contracts.mjs', '--shell', path.join(root, 'shell'), ...remotes.map((name) => path.join(root, name))];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: REPO });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

it('passes remotes the shell satisfies and fails one built against a newer @plotwise/ui, naming both sides', async () => {
  expect(await check('mf-catalog')).toEqual({ code: 0, out: expect.stringContaining('1 remote(s) satisfied') });
  const failed = await check('mf-catalog', 'mf-tools');
  expect(failed.code).toBe(1);
  expect(failed.out).toContain('mf-tools requires @plotwise/ui ^1.3.0; the shell provides 1.2.0');
  expect(failed.out).not.toContain('mf-catalog requires');
});
