// A promote and a rollback while visitors load pages from two API processes
// on one PostgreSQL: no request fails, and both processes serve each change
// within 5 s (they read the live release every 2 s). Needs the build (the
// tools remote's dist is published twice) and a PostgreSQL server
// (TEST_DATABASE_URL); skipped, with the reason, without one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSchema, TEST_DATABASE_URL } from '../support/postgres';
import { deploy, DEPLOY_TOKEN, publishTools, steadyLoad, untilAllServe } from '../support/release-load';
import { startSite, type RunningSite } from '../support/site';

const skip = TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (a PostgreSQL server)';

describe('promote and roll back under load, on two processes', { skip }, () => {
  let sites: RunningSite[] = [];
  let dropSchema: () => Promise<void>;
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'plotwise-release-load-'));

  before(async () => {
    const { schema, drop } = await createSchema(TEST_DATABASE_URL!);
    dropSchema = drop;
    const env = { DATABASE_URL: TEST_DATABASE_URL!, DATABASE_SCHEMA: schema, RELEASES_DIR: releasesDir, DEPLOY_TOKEN, JWT_SECRET: 'release-load-secret-0123456789abcdef' };
    // One after the other: the first migrates and seeds the schema.
    sites = [await startSite(env)];
    sites.push(await startSite(env));
    await publishTools(sites[0]!, releasesDir, 'load-a');
    await publishTools(sites[0]!, releasesDir, 'load-b');
    assert.equal((await deploy(sites[0]!, 'POST', '/api/releases/tools/promote', { version: 'load-a' })).status, 200);
    assert.ok(Number.isFinite(await untilAllServe(sites, 'load-a', performance.now())));
  });
  after(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await dropSchema?.();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it('serves every request, and each change on both processes within 5 s', async () => {
    const load = steadyLoad(sites, 8);
    await new Promise((resolve) => setTimeout(resolve, 2000));

    // The promote goes through one process, the rollback through the other.
    let started = performance.now();
    assert.equal((await deploy(sites[0]!, 'POST', '/api/releases/tools/promote', { version: 'load-b' })).status, 200);
    const promoted = await untilAllServe(sites, 'load-b', started);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    started = performance.now();
    assert.equal((await deploy(sites[1]!, 'POST', '/api/releases/tools/rollback', {})).status, 200);
    const rolledBack = await untilAllServe(sites, 'load-a', started);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await load.stop();

    assert.ok(load.requests > 50, `only ${load.requests} requests were made`);
    assert.deepEqual(load.failures, []);
    assert.ok(promoted <= 5000, `the promote reached both processes in ${Math.round(promoted)} ms`);
    assert.ok(rolledBack <= 5000, `the rollback reached both processes in ${Math.round(rolledBack)} ms`);
  });
});
