// The admin hub's list and media calls at 100,000 projects: each query shape
// the hub sends (default newest first, search, filters, each sort in both
// directions, a deep page, the media grid), timed through the services
// themselves on a throw-away PostgreSQL database. Target: every call's median
// under 50 ms. Prints the plan of the slowest one.
//
// BENCH_PG_URL   server to create the throw-away database on (default postgres://postgres@127.0.0.1:5432/test)
// BENCH_ROWS     projects to seed (default 100000)
// BENCH_RUNS     timed runs per call (default 15, after 3 warm-ups)
import pino from 'pino';
import { adminProjectListQuerySchema, mediaListQuerySchema } from '@plotwise/contracts';
import { bindModels, createKnex, destroyKnex } from '../services/src/db/knex';
import { migrateToLatest } from '../services/src/db/migration-source';
import { listAdminProjects } from '../services/src/plugins/projects/admin-project-service';
import { listMedia } from '../services/src/plugins/admin-media/media-service';
import { seedProjects } from './api-catalog';
import { medianTime } from './median-time';
import { withThrowawayDatabase } from './throwaway-database';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const TARGET_MS = 50;

const CALLS: Record<string, string> = {
  'newest first (default)': '',
  'search one word': 'search=meadows',
  'search city and word': 'search=pune%20greens',
  'status + type + approval': 'status=ready&projectType=commercial&approvalStatus=approved',
  'pending only': 'approvalStatus=pending',
  'title ascending': 'sortBy=title&sortOrder=asc',
  'title descending': 'sortBy=title&sortOrder=desc',
  'price ascending': 'sortBy=startingPrice&sortOrder=asc',
  'price descending': 'sortBy=startingPrice&sortOrder=desc',
  'oldest first, page 200': 'sortOrder=asc&page=200',
};

const MEDIA_CALLS: Record<string, string> = {
  'media: all, page 1': '',
  'media: projects, page 50': 'category=project&page=50',
  'media: properties': 'category=property',
};

/** Times every call on a throw-away database; resolves false when one misses its target. */
export function runAdminHubList(): Promise<boolean> {
  return withThrowawayDatabase('plotwise_hub_bench', timeCalls);
}

async function timeCalls(connectionString: string): Promise<boolean> {
  const knex = createKnex({ client: 'pg', connectionString, schema: null }, pino({ level: 'silent' }));
  let failed = false;
  try {
    bindModels(knex);
    const started = Date.now();
    await migrateToLatest(knex);
    await seedProjects(knex, ROWS);
    console.log('\nAdmin hub list and media (PostgreSQL, services called directly)');
    console.log(`seeded ${ROWS.toLocaleString('en-IN')} projects in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

    const results: [string, number][] = [];
    for (const [name, query] of Object.entries(CALLS)) {
      const parsed = adminProjectListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      results.push([name, await medianTime(() => listAdminProjects(parsed))]);
    }
    for (const [name, query] of Object.entries(MEDIA_CALLS)) {
      const parsed = mediaListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      results.push([name, await medianTime(() => listMedia(parsed))]);
    }
    for (const [name, median] of results) {
      const verdict = median <= TARGET_MS ? 'ok' : 'SLOW';
      if (median > TARGET_MS) failed = true;
      console.log(`${name.padEnd(28)} median ${median.toFixed(1).padStart(7)} ms  ${verdict}`);
    }
  } finally {
    await destroyKnex(knex);
  }
  return !failed;
}

if (require.main === module) {
  runAdminHubList().then(
    (ok) => { if (!ok) process.exitCode = 1; },
    (error) => { console.error(error); process.exit(1); },
  );
}
