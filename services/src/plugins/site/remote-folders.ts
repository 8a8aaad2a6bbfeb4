import path from 'node:path';
import type { SiteSettings } from './settings';
import { RELEASE_FILE, VERSION_PATTERN } from '../releases/release-manifest';
import { statShared } from './cached-file';
import type { LocalRemoteFile } from './default-remotes';

/** Where a file under /remotes/<id>/ is on disk: a release's folder, or the remote's dist/ folder. */
export interface RemoteFolder {
  dir: string;
  /** The file's path inside `dir`. */
  file: string;
  /** The release it belongs to; null for the dist/ folder. */
  version: string | null;
}

/** Releases seen on disk: a release's files never change, so one look is enough. */
const knownReleases = new Set<string>();

/**
 * `/remotes/<id>/<version>/…` is that release's folder under RELEASES_DIR
 * whenever one by that name holds a release.json (live or not: a visitor
 * who loaded an earlier release goes on getting its chunks); any other path
 * is the remote's dist/ folder, as before releases.
 */
export async function remoteFolder(settings: Pick<SiteSettings, 'releases' | 'dist'>, local: LocalRemoteFile): Promise<RemoteFolder | null> {
  const slash = local.file.indexOf('/');
  const first = slash === -1 ? '' : local.file.slice(0, slash);
  if (first && VERSION_PATTERN.test(first)) {
    const dir = path.join(settings.releases.dir, local.remote.id, first);
    const known = knownReleases.has(dir) || (await statShared(path.join(dir, RELEASE_FILE)).then((stat) => stat.isFile(), () => false));
    if (known) {
      knownReleases.add(dir);
      return { dir, file: local.file.slice(slash + 1), version: first };
    }
  }
  const dist = settings.dist[local.remote.id];
  return dist === undefined ? null : { dir: dist, file: local.file, version: null };
}
