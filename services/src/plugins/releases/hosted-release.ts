import path from 'node:path';
import Boom from '@hapi/boom';
import { contractOf, type SharedEntry } from './contracts';
import { corsProblem, fetchFrom, sha256 } from './remote-fetch';
import type { ReleaseManifest } from './release-manifest';

/**
 * A release whose files a team hosts on its own origin (a CDN, a bucket):
 * the folder's address and each file's sha256, as `npm run release --
 * publish --url` read them from the build. Nothing is copied here; the
 * browser loads the files from there and the server runs the Node build only
 * once each file matches its hash.
 */
export interface HostedRelease {
  url: string;
  files: Record<string, string>;
}

/** Publish and promote wait this long for each file of another origin: a deploy, not a page. */
export const HOSTED_CHECK_TIMEOUT_MS = 10_000;

interface HostedManifest {
  metaData?: { buildInfo?: { buildVersion?: string }; remoteEntry?: { name?: string; path?: string }; ssrRemoteEntry?: { path?: string; name?: string } };
  shared?: (SharedEntry & { singleton?: boolean })[];
}

/** A hosted folder's address as recorded: http(s), no query, ending with a slash. */
export function hostedFolderUrl(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  return parsed.href;
}

/** One file of the release, fetched as the site's pages would (with their Origin when `browser`), checked against its hash. */
async function checkedFile(label: string, release: HostedRelease, file: string, siteOrigin: string | null): Promise<Buffer> {
  const url = new URL(file, release.url).href;
  const expected = release.files[file];
  if (!expected) throw Boom.badData(`${label}: the files listed name no ${file}; publish the whole build.`);
  const fetched = await fetchFrom(url, HOSTED_CHECK_TIMEOUT_MS, siteOrigin ?? undefined);
  if (!fetched.ok) throw Boom.badData(`${label}: ${url} could not be fetched: ${fetched.cause}.`);
  const cors = siteOrigin ? corsProblem(url, siteOrigin, fetched.headers) : null;
  if (cors) throw Boom.badData(`${label}: ${cors}.`);
  const actual = sha256(fetched.body);
  if (actual !== expected) throw Boom.badData(`${label}: ${url} does not match the build published (sha256 ${actual}, expected ${expected}); upload the build again.`);
  return fetched.body;
}

/**
 * The record of a hosted release, once its manifest and browser entry answer
 * the site's origin with CORS and they and its Node entry match the hashes
 * given: what a promote or a canary checks again before it goes live.
 */
export async function describeHosted(remote: string, version: string, release: HostedRelease, siteOrigin: string): Promise<ReleaseManifest> {
  const label = `${remote} ${version}`;
  const manifestBody = await checkedFile(label, release, 'mf-manifest.json', siteOrigin);
  let manifest: HostedManifest;
  try {
    manifest = JSON.parse(manifestBody.toString('utf8')) as HostedManifest;
  } catch {
    throw Boom.badData(`${label}: ${release.url}mf-manifest.json is not JSON.`);
  }
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw Boom.badData(`${label}: its mf-manifest.json names no browser entry (metaData.remoteEntry).`);
  await checkedFile(label, release, path.posix.join(entry.path ?? '', entry.name), siteOrigin);
  const ssr = manifest.metaData?.ssrRemoteEntry;
  const serverFile = ssr ? path.posix.join(ssr.path ?? '', ssr.name ?? 'remoteEntry.js') : null;
  // The server fetches its Node build itself: no browser, so no CORS to check.
  if (serverFile) await checkedFile(label, release, serverFile, null);
  let contract;
  try {
    contract = contractOf(manifest.shared, `${label}'s build`);
  } catch (error) {
    throw Boom.badData((error as Error).message);
  }
  return {
    remote,
    version,
    createdAt: new Date().toISOString(),
    files: release.files,
    serverEntry: serverFile ? { file: serverFile, sha256: release.files[serverFile]! } : null,
    buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? null,
    shared: (manifest.shared ?? []).map((lib) => ({ name: String(lib.name), version: lib.version ?? null, requiredVersion: lib.requiredVersion || null, singleton: lib.singleton === true })),
    ...contract,
  };
}
