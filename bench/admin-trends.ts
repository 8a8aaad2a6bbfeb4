// The admin dashboard's trends (GET /api/admin/overview/trends) at 100,000
// projects and 200,000 inquiries spread over two years, 10 % of the projects
// pending and some live ones with changes waiting: the service timed on a
// throw-away PostgreSQL database and on PGlite, with each statement's plan
// (EXPLAIN ANALYZE) printed. Target on PostgreSQL: median under 50 ms. PGlite
// runs the same index-only plans in WebAssembly on one connection, several
// times slower; its median is printed for comparison, without a target.
//
// BENCH_PG_URL   server to create the throw-away database on (default postgres://postgres@127.0.0.1:5432/test)
// BENCH_ENGINES  comma-separated: pg,pglite (default both)
// BENCH_ROWS     projects to seed (default 100000; inquiries are twice as many)
// BENCH_RUNS     timed runs (default 15, after 3 warm-ups)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import pino from 'pino';
import type { DatabaseConfig } from '../services/src/config';
import { bindModels, createKnex, destroyKnex } from '../services/src/db/knex';
import { migrateToLatest } from '../services/src/db/migration-source';
import { readAdminTrends } from '../services/src/plugins/admin-overview/trends-service';
import { seedProjects } from './api-catalog';
import { medianTime } from './median-time';
import { withThrowawayDatabase } from './throwaway-database';

const ENGINES = (process.env.BENCH_ENGINES ?? 'pg,pglite').split(',').map((engine) => engine.trim());
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const TARGET_MS = 50;

/** Spreads the seeded projects over two years and adds the inquiries and waiting changes the charts count. */
async function seedTrends(knex: Knex, rows: number): Promise<void> {
  await seedProjects(knex, rows);
  // One project every ~10 minutes back from now: two years for 100,000.
  await knex.raw(`update projects set created_at = now() - make_interval(secs => id * ?::double precision), updated_at = now()`, [(2 * 365 * 86_400) / rows]);
  // Changes waiting on one live listing in 200, sent over the last fortnight.
  await knex.raw(
    `update projects set pending_changes = '{"title":"Changed"}'::jsonb, changes_submitted_at = now() - make_interval(secs => (id * 7919) % (14 * 86400))
     where approval_status = 'approved' and id % 200 = 1`,
  );
  await knex.raw(
    `insert into inquiries (name, email, phone, message, source, status, created_at, updated_at)
     select 'Visitor ' || g, 'visitor' || g || '@example.com', '9800000000', 'Please call me about a site visit.',
       (array['project','city','contact','widget'])[1 + g % 4]::text, (array['new','in_progress','responded'])[1 + g % 3]::text,
       now() - make_interval(secs => g * ?::double precision), now()
     from generate_series(1, ?) as g`,
    [(2 * 365 * 86_400) / (2 * rows), 2 * rows],
  );
  await knex.raw('vacuum analyze projects');
  await knex.raw('vacuum analyze inquiries');
}

/** EXPLAIN ANALYZE of every statement the service sends. */
async function printPlans(knex: Knex): Promise<void> {
  const captured: { sql: string; bindings: unknown[] }[] = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) => captured.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', listener);
  await readAdminTrends();
  knex.off('query', listener);
  for (const query of captured) {
    const result = await knex.raw(`explain (analyze, costs off) ${query.sql.replace(/\$\d+/g, '?')}`, query.bindings as Knex.RawBinding[]);
    const plan = (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n    ');
    console.log(`\n  ${query.sql.slice(0, 90)}...\n    ${plan}`);
  }
}

async function benchEngine(engine: string, config: DatabaseConfig, target: number | null): Promise<number> {
  const knex = createKnex(config, pino({ level: 'silent' }));
  try {
    bindModels(knex);
    const started = Date.now();
    await migrateToLatest(knex);
    await seedTrends(knex, ROWS);
    console.log(`\n${engine}: seeded ${ROWS.toLocaleString('en-IN')} projects and ${(2 * ROWS).toLocaleString('en-IN')} enquiries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const median = await medianTime(() => readAdminTrends());
    const verdict = target === null ? '(no target)' : median <= target ? 'ok' : 'SLOW';
    console.log(`${engine}: readAdminTrends median ${median.toFixed(1)} ms  ${verdict}`);
    await printPlans(knex);
    return median;
  } finally {
    await destroyKnex(knex);
  }
}

/** Times the trends on each engine; resolves false when PostgreSQL misses its target. */
export async function runAdminTrends(): Promise<boolean> {
  console.log('\nAdmin dashboard trends (services called directly)');
  let ok = true;
  if (ENGINES.includes('pg')) {
    ok = await withThrowawayDatabase(
      'plotwise_trends_bench',
      async (connectionString) => (await benchEngine('PostgreSQL', { client: 'pg', connectionString, schema: null }, TARGET_MS)) <= TARGET_MS,
    );
  }
  if (ENGINES.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plotwise-trends-bench-'));
    try {
      await benchEngine('PGlite', { client: 'pglite', dataDir: path.join(dataDir, 'pglite') }, null);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return ok;
}

if (require.main === module) {
  runAdminTrends().then(
    (ok) => { if (!ok) process.exitCode = 1; },
    (error) => { console.error(error); process.exit(1); },
  );
}
