import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contractOf, type SharedEntry } from './contracts';

/**
 * A release's record of itself (`release.json` in its folder): written by
 * `npm run release -- publish`, checked by the API before it registers or
 * promotes the release. Node built-ins only: the command imports this file.
 */
export interface ReleaseManifest {
  remote: string;
  version: string;
  createdAt: string;
  /** Every file of the build, by its path in the folder, with its sha256. */
  files: Record<string, string>;
  /** The Node.js build the server render loads, when the remote has one. */
  serverEntry: { file: string; sha256: string } | null;
  /** The federation build's own version (its manifest's buildInfo). */
  buildVersion: string | null;
  /** The shared libraries the build was made against, as its mf-manifest records them. */
  shared: { name: string; version: string | null; requiredVersion: string | null; singleton: boolean }[];
  /** Its contract: the range of each shared library it needs from the shell, and the versions it bundles. */
  requires: Record<string, string>;
  provides: Record<string, string>;
}

export const RELEASE_FILE = 'release.json';

/** A release's name: a folder name and a URL segment, never `.` or `..`. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

async function sha256Of(file: string): Promise<string> {
  return crypto.createHash('sha256').update(await fs.readFile(file)).digest('hex');
}

/** Every file under a folder, as `/`-separated paths relative to it, sorted. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== RELEASE_FILE)
    .sort();
}

interface FederationManifest {
  metaData?: { buildInfo?: { buildVersion?: string }; ssrRemoteEntry?: { path?: string; name?: string } };
  shared?: (SharedEntry & { singleton?: boolean })[];
}

/** The record of a built remote's folder; its version is a short hash of its files unless one is given. */
export async function describeBuild(buildDir: string, remote: string, version?: string): Promise<ReleaseManifest> {
  if (!(await fs.stat(buildDir).then((stat) => stat.isDirectory(), () => false))) throw new Error(`No build at ${buildDir}.`);
  const files: Record<string, string> = {};
  for (const file of await filesUnder(buildDir)) files[file] = await sha256Of(path.join(buildDir, file));
  const manifestText = await fs.readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8').catch(() => null);
  if (manifestText === null) throw new Error(`${buildDir} has no mf-manifest.json: is it a remote's build?`);
  const manifest = JSON.parse(manifestText) as FederationManifest;
  const ssr = manifest.metaData?.ssrRemoteEntry;
  const serverFile = ssr ? path.posix.join(ssr.path ?? '', ssr.name ?? 'remoteEntry.js') : null;
  const { requires, provides } = contractOf(manifest.shared, `${remote}'s build`);
  const contentHash = crypto.createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12);
  return {
    remote,
    version: version ?? contentHash,
    createdAt: new Date().toISOString(),
    files,
    serverEntry: serverFile && files[serverFile] ? { file: serverFile, sha256: files[serverFile] } : null,
    buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? null,
    shared: (manifest.shared ?? []).map((lib) => ({
      name: String(lib.name),
      version: lib.version ?? null,
      requiredVersion: lib.requiredVersion || null,
      singleton: lib.singleton === true,
    })),
    requires,
    provides,
  };
}

/**
 * A release folder's record, once every file it lists is there with its
 * hash and it names the remote and version it is filed under; otherwise
 * what is wrong, in words for the deployer.
 */
export async function checkReleaseFolder(dir: string, remote: string, version: string): Promise<{ manifest: ReleaseManifest } | { problem: string }> {
  const text = await fs.readFile(path.join(dir, RELEASE_FILE), 'utf8').catch(() => null);
  if (text === null) return { problem: `No release ${version} of ${remote} in the releases folder (no ${RELEASE_FILE}).` };
  let manifest: ReleaseManifest;
  try {
    manifest = JSON.parse(text) as ReleaseManifest;
  } catch {
    return { problem: `${remote} ${version}: ${RELEASE_FILE} is not JSON.` };
  }
  if (manifest.remote !== remote || manifest.version !== version) return { problem: `${remote} ${version}: ${RELEASE_FILE} names ${manifest.remote} ${manifest.version}.` };
  if (!manifest.files || typeof manifest.files !== 'object' || !manifest.files['mf-manifest.json']) return { problem: `${remote} ${version}: ${RELEASE_FILE} lists no mf-manifest.json.` };
  if (!manifest.requires || typeof manifest.requires !== 'object') {
    return { problem: `${remote} ${version}: ${RELEASE_FILE} records no requirements (requires); publish the build again with npm run release.` };
  }
  for (const [file, expected] of Object.entries(manifest.files)) {
    if (path.isAbsolute(file) || file.split(/[/\\]/).includes('..')) return { problem: `${remote} ${version}: ${RELEASE_FILE} names a file outside its folder (${file}).` };
    const actual = await sha256Of(path.join(dir, file)).catch(() => null);
    if (actual === null) return { problem: `${remote} ${version}: ${file} is missing.` };
    if (actual !== expected) return { problem: `${remote} ${version}: ${file} does not match its sha256 in ${RELEASE_FILE}.` };
  }
  return { manifest };
}

/**
 * Copies a build into `<releasesDir>/<remote>/<version>/` with its
 * release.json: copied aside, then renamed into place, so no process sees a
 * half-copied release. Publishing the same build again changes nothing; other
 * files under a version already taken are refused.
 */
export async function stageRelease(buildDir: string, releasesDir: string, remote: string, version?: string): Promise<{ manifest: ReleaseManifest; dir: string; copied: boolean }> {
  const manifest = await describeBuild(buildDir, remote, version);
  if (!VERSION_PATTERN.test(manifest.version)) throw new Error(`"${manifest.version}" is no version: letters, digits, dots, dashes or underscores, up to 64.`);
  const dir = path.join(releasesDir, remote, manifest.version);
  const existing = await fs.readFile(path.join(dir, RELEASE_FILE), 'utf8').then((text) => JSON.parse(text) as ReleaseManifest, () => null);
  if (existing) {
    if (JSON.stringify(existing.files) !== JSON.stringify(manifest.files)) throw new Error(`${remote} ${manifest.version} is already published with other files; choose another version.`);
    return { manifest: existing, dir, copied: false };
  }
  const staging = `${dir}.partial-${process.pid}-${Date.now()}`;
  await fs.cp(buildDir, staging, { recursive: true });
  await fs.writeFile(path.join(staging, RELEASE_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.rename(staging, dir);
  return { manifest, dir, copied: true };
}
