// A promote and a rollback of the tools remote while 50 connections load pages
// from two API processes on one PostgreSQL database (BENCH_PG_URL): the time
// from each command until every process serves the new release, and how many
// requests failed. Target: no failure, every process within 5 s (each reads
// the live release every 2 s).
//
//   npx tsx bench/release-switch.ts [--connections N]
//
// Run `npm run build` first: the tools remote's dist is what is published.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deploy, DEPLOY_TOKEN, publishTools, steadyLoad, untilAllServe } from '../e2e/support/release-load';
import { startSite, type RunningSite } from '../e2e/support/site';
import { withThrowawayDatabase } from './throwaway-database';
import { runWhenMain } from './report';

const index = process.argv.indexOf('--connections');
const CONNECTIONS = index === -1 ? 50 : Number(process.argv[index + 1]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function change(sites: RunningSite[], through: RunningSite, route: string, body: unknown, version: string): Promise<number> {
  const started = performance.now();
  const reply = await deploy(through, 'POST', route, body);
  if (!reply.ok) throw new Error(`${route}: ${reply.status} ${await reply.text()}`);
  return untilAllServe(sites, version, started);
}

export async function runReleaseSwitch(): Promise<void> {
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'plotwise-release-bench-'));
  try {
    await withThrowawayDatabase('release_switch', async (databaseUrl) => {
      const env = { DATABASE_URL: databaseUrl, RELEASES_DIR: releasesDir, DEPLOY_TOKEN, JWT_SECRET: 'release-bench-secret-0123456789abcdef' };
      const sites = [await startSite(env)];
      sites.push(await startSite(env));
      try {
        await publishTools(sites[0]!, releasesDir, 'bench-a');
        await publishTools(sites[0]!, releasesDir, 'bench-b');
        await change(sites, sites[0]!, '/api/releases/tools/promote', { version: 'bench-a' }, 'bench-a');
        const load = steadyLoad(sites, CONNECTIONS);
        await pause(3000);
        const promote = await change(sites, sites[0]!, '/api/releases/tools/promote', { version: 'bench-b' }, 'bench-b');
        await pause(3000);
        const rollback = await change(sites, sites[1]!, '/api/releases/tools/rollback', {}, 'bench-a');
        await pause(3000);
        await load.stop();
        console.log(`release switch (2 processes, PostgreSQL, ${CONNECTIONS} connections):`);
        console.log(`  promote → every process serving it: ${Math.round(promote)} ms`);
        console.log(`  rollback → every process serving it: ${Math.round(rollback)} ms`);
        console.log(`  requests: ${load.requests}, failed: ${load.failures.length}${load.failures.length ? ` (first: ${load.failures[0]})` : ''}`);
      } finally {
        await Promise.all(sites.map((site) => site.stop()));
      }
    });
  } finally {
    rmSync(releasesDir, { recursive: true, force: true });
  }
}

runWhenMain(module, runReleaseSwitch);
