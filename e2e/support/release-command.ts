// What the release journeys share: a folder of the test's own for the tools
// remote's builds and the releases its site serves, and the release command
// (`npm run release`) run against that site.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './site';

const DEPLOY_TOKEN = 'an-e2e-deploy-token-of-enough-length';
const run = promisify(execFile);

export interface ReleaseWorkspace {
  /** The folder: builds and the site's releases go under it. */
  readonly dir: string;
  /** What the site serving these releases needs in its environment. */
  readonly siteEnv: Record<string, string>;
  /** Builds the tools remote as `release` into a folder of its own, and answers that folder. */
  buildTools(release: string): Promise<string>;
  /** Runs the release command with these arguments against the site; answers what it printed. */
  release(...args: string[]): Promise<string>;
  remove(): void;
}

/** A new workspace; `siteUrl` answers the address of the site it releases to, once that is up. */
export function releaseWorkspace(prefix: string, siteUrl: () => string): ReleaseWorkspace {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const releasesDir = path.join(dir, 'releases');
  return {
    dir,
    siteEnv: { RELEASES_DIR: releasesDir, DEPLOY_TOKEN },
    async buildTools(release) {
      const out = path.join(dir, release);
      await run(process.execPath, [path.join(repoRoot, 'scripts', 'build-all.mjs'), 'mf-tools'], {
        cwd: repoRoot,
        env: { ...process.env, PLOTWISE_RELEASE: release, PLOTWISE_OUTPUT_DIR: out },
      });
      return out;
    },
    async release(...args) {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/release.mjs', ...args, '--api', siteUrl()], {
        cwd: repoRoot,
        env: { ...process.env, DEPLOY_TOKEN, RELEASES_DIR: releasesDir },
      });
      return stdout;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
