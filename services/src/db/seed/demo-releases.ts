import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { REMOTES } from '../../../../remotes.config.cjs';
import type { Config } from '../../config';
import { stageRelease } from '../../plugins/releases/release-manifest';
import { registerRelease } from '../../plugins/releases/release-service';

/** Who the Releases screen says published them. */
export const DEMO_RELEASE_ACTOR = 'seed: the build found at first start';

/**
 * Each remote built on this machine when the demo data is first seeded,
 * published as its first release (copied into RELEASES_DIR, version = the
 * hash of its files), so the admin's Releases screen lists real releases.
 * None is made live: the remotes stay served from their dist/ folders, so a
 * rebuild is still what the next page loads. A remote not built is skipped.
 */
export async function publishBuiltRemotes(knex: Knex, config: Config): Promise<string[]> {
  const published: string[] = [];
  for (const remote of REMOTES) {
    const dist = config.dist[remote.id];
    if (!dist || !(await fs.stat(path.join(dist, 'mf-manifest.json')).then((stat) => stat.isFile(), () => false))) continue;
    const { manifest } = await stageRelease(dist, config.releases.dir, remote.id);
    const { created } = await registerRelease(knex, config, remote.id, manifest.version, DEMO_RELEASE_ACTOR);
    if (created) published.push(`${remote.id} ${manifest.version}`);
  }
  return published;
}
