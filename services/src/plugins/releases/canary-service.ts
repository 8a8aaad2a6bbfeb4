import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import type { ReleaseFolders } from './settings';
import { checkContract, checkedRelease } from './release-service';

interface LiveRow {
  version: string;
  canaryVersion: string | null;
  canaryPercent: number | null;
}

/**
 * Sends `percent` of visitors (those whose bucket is below it) to another
 * recorded release of a remote, checked as a promote is; starting a canary
 * again changes its release or its share. Every change is logged.
 */
export async function startCanary(knex: Knex, config: ReleaseFolders, remote: string, version: string, percent: number, actor: string, siteOrigin: string) {
  await checkContract(config, await checkedRelease(knex, config, remote, version, siteOrigin));
  return knex.transaction(async (trx) => {
    const live = await trx('remote_live').where({ remote }).forUpdate().first<LiveRow | undefined>();
    if (!live) throw Boom.conflict(`${remote} has no live release to run a canary against; promote one first.`);
    if (live.version === version) throw Boom.conflict(`${remote} ${version} is already live for everyone.`);
    if (live.canaryVersion === version && live.canaryPercent === percent) throw Boom.conflict(`${remote} ${version} already has ${percent}% of visitors.`);
    await trx('remote_live').where({ remote }).update({ canary_version: version, canary_percent: percent, updated_by: actor, updated_at: trx.fn.now() });
    await trx('remote_release_events').insert({ remote, action: 'canary', from_version: live.version, to_version: version, percent, actor });
    return { remote, action: 'canary', from: live.version, to: version, percent, actor };
  });
}

/** Ends a remote's canary: every visitor gets the live release again. */
export async function endCanary(knex: Knex, remote: string, actor: string) {
  return knex.transaction(async (trx) => {
    const live = await trx('remote_live').where({ remote }).forUpdate().first<LiveRow | undefined>();
    if (!live?.canaryVersion) throw Boom.conflict(`${remote} has no canary running.`);
    await trx('remote_live').where({ remote }).update({ canary_version: null, canary_percent: null, updated_by: actor, updated_at: trx.fn.now() });
    await trx('remote_release_events').insert({ remote, action: 'canary-off', from_version: live.canaryVersion, to_version: live.version, percent: 0, actor });
    return { remote, action: 'canary-off', from: live.canaryVersion, to: live.version, percent: 0, actor };
  });
}
