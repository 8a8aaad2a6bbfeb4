import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { REMOTES } from '../../../../remotes.config.cjs';
import type { PublishedRelease, RemoteReleaseState } from '@plotwise/contracts';
import type { ReleaseFolders } from './settings';
import { shellProvides, unmetRequirements } from './contracts';
import { describeHosted, type HostedRelease } from './hosted-release';
import { checkReleaseFolder, type ReleaseManifest } from './release-manifest';

export type ReleaseAction = 'promote' | 'rollback';

export interface ReleaseRow {
  remote: string;
  version: string;
  metadata: Omit<ReleaseManifest, 'files'> & { fileCount: number; contentHash?: string; hosted?: HostedRelease };
  createdAt: Date;
  createdBy: string;
}

/** Where a release's files are: `<RELEASES_DIR>/<remote>/<version>/`. */
export const releaseDir = (config: ReleaseFolders, remote: string, version: string) => path.join(config.releases.dir, remote, version);

export async function checkedFolder(config: ReleaseFolders, remote: string, version: string): Promise<ReleaseManifest> {
  const checked = await checkReleaseFolder(releaseDir(config, remote, version), remote, version);
  if ('problem' in checked) throw Boom.conflict(checked.problem);
  return checked.manifest;
}

/** A release hosted on another origin, and the site's origin its files must answer with CORS. */
export interface HostedPublish {
  release: HostedRelease;
  siteOrigin: string;
}

/**
 * Records a release whose files are in place and match its release.json, or,
 * `hosted`, whose files on their own origin match the hashes given.
 * Registering the same release again changes nothing; another build under a
 * version already taken is refused. Publishing never changes what is live.
 */
export async function registerRelease(knex: Knex, config: ReleaseFolders, remote: string, version: string, actor: string, hosted?: HostedPublish): Promise<{ created: boolean }> {
  const { files, ...manifest } = hosted ? await describeHosted(remote, version, hosted.release, hosted.siteOrigin) : await checkedFolder(config, remote, version);
  // The same short hash a version is named by when none is given: equal hashes, the same build.
  const contentHash = crypto.createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12);
  const metadata = { ...manifest, fileCount: Object.keys(files).length, contentHash, ...(hosted ? { hosted: hosted.release } : {}) };
  const known = await knex('remote_releases').where({ remote, version }).first<ReleaseRow | undefined>();
  if (known) {
    const sameFiles = (known.metadata.contentHash ?? contentHash) === contentHash && known.metadata.hosted?.url === metadata.hosted?.url;
    if (!sameFiles || known.metadata.serverEntry?.sha256 !== metadata.serverEntry?.sha256 || known.metadata.fileCount !== metadata.fileCount) {
      throw Boom.conflict(`${remote} ${version} is already recorded with other files; publish under another version.`);
    }
    return { created: false };
  }
  await knex('remote_releases').insert({ remote, version, metadata: JSON.stringify(metadata), created_by: actor });
  await pruneReleases(knex, config, remote);
  return { created: true };
}

/**
 * A recorded release's files checked again before it goes live: its folder
 * here against its release.json, or, hosted elsewhere, its files there
 * against the hashes recorded and with CORS for the site's origin.
 */
export async function checkedRelease(knex: Knex, config: ReleaseFolders, remote: string, version: string, siteOrigin: string): Promise<ReleaseManifest> {
  const known = await knex('remote_releases').where({ remote, version }).first<ReleaseRow | undefined>();
  if (!known) throw Boom.notFound(`No release ${version} of ${remote} is recorded; publish it first (npm run release -- list ${remote}).`);
  const { hosted } = known.metadata;
  return hosted ? describeHosted(remote, version, hosted, siteOrigin) : checkedFolder(config, remote, version);
}

/**
 * Makes a recorded release live, once its files are checked again, and logs
 * who did it and from which version. Every API process serves it within its
 * next poll.
 */
export async function makeLive(knex: Knex, config: ReleaseFolders, remote: string, version: string, actor: string, action: ReleaseAction, siteOrigin: string) {
  await checkContract(config, await checkedRelease(knex, config, remote, version, siteOrigin));
  return knex.transaction(async (trx) => {
    const live = await trx('remote_live').where({ remote }).forUpdate().first<{ version: string; canaryVersion: string | null } | undefined>();
    if (live?.version === version) throw Boom.conflict(`${remote} ${version} is already live.`);
    // Making the canary's release live for everyone ends the canary; another release leaves it running.
    const canary = live?.canaryVersion === version ? { canary_version: null, canary_percent: null } : {};
    await trx('remote_live')
      .insert({ remote, version, updated_by: actor, updated_at: trx.fn.now(), ...canary })
      .onConflict('remote')
      .merge();
    const from = live?.version ?? null;
    await trx('remote_release_events').insert({ remote, action, from_version: from, to_version: version, actor });
    return { remote, action, from, to: version, actor };
  });
}

/** Refuses a release whose shared-library requirements the shell this process serves does not meet. */
export async function checkContract(config: ReleaseFolders, manifest: ReleaseManifest): Promise<void> {
  const provides = await shellProvides(config.dist.shell).catch((error: Error) => {
    throw Boom.conflict(`The shell's build cannot be read (${error.message}), so ${manifest.remote} ${manifest.version}'s requirements cannot be checked.`);
  });
  if (!provides) throw Boom.conflict(`The shell has no build (no mf-manifest.json in ${config.dist.shell}) to check ${manifest.remote} ${manifest.version}'s requirements against.`);
  const problems = unmetRequirements(`${manifest.remote} ${manifest.version}`, manifest.requires, provides);
  if (problems.length) throw Boom.conflict(`${problems.join('. ')}. Build the remote against the live shell's versions, or deploy a shell that provides them first.`);
}

/** The version that was live before the current one, from the log. */
export async function previousLive(knex: Knex, remote: string): Promise<string> {
  const live = await knex('remote_live').where({ remote }).first<{ version: string } | undefined>();
  if (!live) throw Boom.conflict(`${remote} has no live release to roll back from.`);
  const last = await knex('remote_release_events').where({ remote, to_version: live.version }).orderBy('id', 'desc').first<{ fromVersion: string | null } | undefined>();
  if (!last?.fromVersion) throw Boom.conflict(`${remote} ${live.version} is its first live release; there is none before it.`);
  return last.fromVersion;
}

/**
 * Keeps the newest `releases.keep` releases of a remote, and always the live
 * one, its canary and the one before it: a visitor mid-session may still load either.
 */
async function pruneReleases(knex: Knex, config: ReleaseFolders, remote: string): Promise<void> {
  const rows: { version: string }[] = await knex('remote_releases').where({ remote }).orderBy('id', 'desc').select('version');
  const live = await knex('remote_live').where({ remote }).first<{ version: string; canaryVersion: string | null } | undefined>();
  const kept = new Set(rows.slice(0, config.releases.keep).map((row) => row.version));
  if (live) kept.add(live.version);
  if (live?.canaryVersion) kept.add(live.canaryVersion);
  if (live) kept.add(await previousLive(knex, remote).catch(() => live.version));
  for (const { version } of rows) {
    if (kept.has(version)) continue;
    await knex('remote_releases').where({ remote, version }).delete();
    await fs.rm(releaseDir(config, remote, version), { recursive: true, force: true });
  }
}

interface LiveRow {
  remote: string;
  version: string;
  canaryVersion: string | null;
  canaryPercent: number | null;
  updatedAt: Date;
  updatedBy: string;
}

/** Every registered remote's live release and canary, in the registry's order. */
export async function releaseStates(knex: Knex): Promise<RemoteReleaseState[]> {
  const rows: LiveRow[] = await knex('remote_live').select();
  return REMOTES.map(({ id }) => {
    const row = rows.find((live) => live.remote === id);
    return {
      remote: id,
      live: row?.version ?? null,
      canary: row?.canaryVersion ? { version: row.canaryVersion, percent: row.canaryPercent ?? 0 } : null,
      updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
      updatedBy: row?.updatedBy ?? null,
    };
  });
}

export async function listReleases(knex: Knex, remote: string | undefined): Promise<{ releases: PublishedRelease[]; remotes: RemoteReleaseState[] }> {
  const rows: ReleaseRow[] = await knex('remote_releases').modify((query) => (remote ? query.where({ remote }) : query)).orderBy('id', 'desc');
  const states = (await releaseStates(knex)).filter((state) => !remote || state.remote === remote);
  const stateOf = new Map(states.map((state) => [state.remote, state]));
  const releases = rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    live: stateOf.get(row.remote)?.live === row.version,
    canary: stateOf.get(row.remote)?.canary?.version === row.version,
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdBy,
    contentHash: row.metadata.contentHash ?? null,
    hostedAt: row.metadata.hosted?.url ?? null,
    buildVersion: row.metadata.buildVersion,
    fileCount: row.metadata.fileCount,
    serverEntry: row.metadata.serverEntry,
    shared: row.metadata.shared,
    requires: row.metadata.requires ?? null,
  }));
  return { releases, remotes: states };
}

export async function listEvents(knex: Knex, remote: string | undefined) {
  const rows = await knex('remote_release_events').modify((query) => (remote ? query.where({ remote }) : query)).orderBy('id', 'desc').limit(200);
  return rows.map((row: { id: number; remote: string; action: string; fromVersion: string | null; toVersion: string; percent: number | null; actor: string; createdAt: Date }) => ({
    id: Number(row.id),
    remote: row.remote,
    action: row.action,
    from: row.fromVersion,
    to: row.toVersion,
    percent: row.percent,
    actor: row.actor,
    at: new Date(row.createdAt).toISOString(),
  }));
}
