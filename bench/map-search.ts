// Map search at 100,000 projects: `GET /api/projects/map` for a city's box, a
// region's box and all of India, each without and with the listing's filters,
// beside the list (`GET /api/projects`) for the same filters and box, against
// the real API under 50 connections. Projects are spread around the twelve
// cities' centres (about 25 km either way), one in twenty not pinned. Runs on
// PostgreSQL (a throw-away database) and on PGlite, as the catalogue bench does.
// Target: each map call's p99 within TARGET_FACTOR times the list's for the same
// filters and box; the table says pass or FAIL per case.
//
// BENCH_PG_URL     server to create the throw-away database on (default postgres://postgres@127.0.0.1:5432/test)
// BENCH_DURATION   seconds measured per call (default 10), after a 3 s warm-up
// BENCH_ROWS       projects to seed (default 100000)
// BENCH_ENGINES    comma-separated: pg,pglite (default both)
// BENCH_MAP_ROUNDS  loads of each call per case, map and list alternating which goes first (default 3);
//                  the table gives the median of their p50s and p99s, the mean of their req/s, and the
//                  median of the rounds' p99 ratios, which decides pass or FAIL
// BENCH_MAP_CLUSTERS false: the map calls ask for markers only, as a page built before clusters does
// BENCH_MAP_CASES  only the cases whose "box filters" name holds one of these comma-separated words
//                  (say, `region`, or `India type`): a shorter run while working on one case
// BENCH_MAP_BASELINE another checkout (say, main's) whose API is loaded with the same
//                  map calls right before this one's, on the same database: paired figures (PostgreSQL only)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import pino from 'pino';
import { CITY_CENTRES, projectListQuerySchema, projectMapQuerySchema } from '@plotwise/contracts';
import type { DatabaseConfig } from '../services/src/config';
import { bindModels, createKnex, destroyKnex } from '../services/src/db/knex';
import { listProjectMarkers } from '../services/src/plugins/projects/map-service';
import { listPublicProjects } from '../services/src/plugins/projects/project-service';
import { migrateToLatest } from '../services/src/db/migration-source';
import { startSite } from '../e2e/support/site';
import { loadApi, seedProjects, startApi, type Figures } from './api-catalog';
import { median } from './median-time';
import { withThrowawayDatabase } from './throwaway-database';
import { runWhenMain } from './report';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pg,pglite').split(',').map((engine) => engine.trim());
/** The map's p99 may be up to this many times the list's (the product's target). */
const TARGET_FACTOR = 1.5;
const BASELINE_ROOT = process.env.BENCH_MAP_BASELINE;
/**
 * A single load's p99 on a small machine moves widely between identical runs,
 * and with whichever call goes first: each case alternates the order and
 * reports the median of its rounds.
 */
const ROUNDS = Number(process.env.BENCH_MAP_ROUNDS ?? 3);
/** The listings' map asks for clusters: a crowded view comes back as counts (BENCH_MAP_CLUSTERS=false: markers, as older pages ask). */
const MAP_ASKS = process.env.BENCH_MAP_CLUSTERS ?? 'true';
/** Degrees either side of a city's centre the seeded projects fall within (about 25 km). */
const SPREAD = 0.25;

const BOXES: Record<string, string> = {
  'city (Pune)': '73.55,18.25,74.15,18.8',
  'region (Maharashtra)': '72.6,15.6,80.9,22.1',
  'all India': '68,6,98,38',
};
const FILTERS: Record<string, string> = {
  none: '',
  'type + price': 'projectType=residential&minPrice=2000000&maxPrice=30000000',
};
const CASE_WORDS = process.env.BENCH_MAP_CASES?.split(',').map((words) => words.trim().toLowerCase().split(/\s+/));
/** Each box with each set of filters, or those BENCH_MAP_CASES names (every word of one of its entries in the case's name). */
const CASES = Object.entries(BOXES).flatMap(([box, bbox]) => Object.entries(FILTERS).map(([filters, query]) => ({ box, bbox, filters, query })))
  .filter(({ box, filters }) => !CASE_WORDS || CASE_WORDS.some((words) => words.every((word) => `${box} ${filters}`.toLowerCase().includes(word))));

/** Puts each seeded project near its city's centre; every twentieth stays unpinned, as projects entered before pins were. */
async function pinProjects(knex: Knex): Promise<void> {
  const cases = (axis: 'latitude' | 'longitude') =>
    Object.entries(CITY_CENTRES).map(([city, centre]) => `when '${city}' then ${centre[axis]}`).join(' ');
  // A fixed scatter from the id, so runs seed the same points.
  await knex.raw(
    `update projects set
       latitude = (case city ${cases('latitude')} end) + ((id::bigint * 7919) % 1000 / 1000.0 - 0.5) * ${2 * SPREAD},
       longitude = (case city ${cases('longitude')} end) + ((id::bigint * 104729) % 1000 / 1000.0 - 0.5) * ${2 * SPREAD}
     where id % 20 <> 0`,
  );
  await knex.raw('vacuum analyze projects');
}

interface Row {
  engine: string; box: string; filters: string; map: Figures; list: Figures; baseline?: Figures; mapDbMs?: number; listDbMs?: number;
  /** Each round's map p99 over the list's, the two loaded back to back. */
  ratios: number[];
}

/**
 * The database's own time for one call, alone (EXPLAIN ANALYZE of each statement
 * the service sends, summed): what the call costs without the load's queueing,
 * which on a busy machine is most of the load's latency.
 */
async function databaseTime(knex: Knex, call: () => Promise<unknown>): Promise<number> {
  await call();
  const statements: { sql: string; bindings: unknown[] }[] = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) => statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', listener);
  await call();
  knex.off('query', listener);
  let total = 0;
  for (const { sql, bindings } of statements) {
    const result = await knex.raw(`explain (analyze, format json) ${sql.replace(/\$\d+/g, '?')}`, bindings as Knex.RawBinding[]);
    const plan = (result.rows as Record<string, unknown>[])[0]!;
    const json = (Object.values(plan)[0] as { 'Execution Time': number; 'Planning Time': number }[])[0]!;
    total += json['Execution Time'] + json['Planning Time'];
  }
  return total;
}

const dbTimes = new Map<string, { map: number; list: number }>();

async function benchEngine(engine: string, database: DatabaseConfig, apiEnv: Record<string, string>): Promise<Row[]> {
  const knex = createKnex(database, pino({ level: 'silent' }));
  try {
    const started = Date.now();
    await migrateToLatest(knex);
    await seedProjects(knex, ROWS);
    await pinProjects(knex);
    const pinned = Number((await knex('projects').whereNotNull('latitude').count('* as count'))[0]!.count);
    console.log(`${engine}: seeded ${ROWS.toLocaleString('en-IN')} projects (${pinned.toLocaleString('en-IN')} pinned) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    bindModels(knex);
    for (const { box, bbox, filters, query } of CASES) {
      const params = Object.fromEntries(new URLSearchParams(`bbox=${bbox}${query ? `&${query}` : ''}`));
      dbTimes.set(`${engine} ${box} ${filters}`, {
        map: await databaseTime(knex, () => listProjectMarkers(projectMapQuerySchema.parse({ ...params, clusters: MAP_ASKS }))),
        list: await databaseTime(knex, () => listPublicProjects(projectListQuerySchema.parse(params))),
      });
    }
  } finally {
    await destroyKnex(knex);
  }
  // The search cache off: every call runs its statements, as a map panned to a new view does.
  const env = { ...apiEnv, SEARCH_CACHE_SECONDS: '0' };
  const api = await startApi(env);
  // Both servers stay up throughout; each waits idle while the other is loaded.
  // PGlite's data directory opens in one process only, so a baseline is loaded on PostgreSQL alone.
  const baselineApi = BASELINE_ROOT && database.client === 'pg' ? await startSite({ SEED_DEMO_DATA: 'false', ...env }, { root: BASELINE_ROOT }) : null;
  const rows: Row[] = [];
  try {
    for (const { box, bbox, filters, query } of CASES) {
      const params = `bbox=${bbox}${query ? `&${query}` : ''}`;
      const mapPath = `/api/projects/map?${params}&clusters=${MAP_ASKS}`;
      const rounds: { map: Figures; list: Figures; baseline?: Figures }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const baseline = baselineApi ? (await loadApi(baselineApi, [mapPath])).figures : undefined;
        const loadMap = async () => (await loadApi(api, [mapPath])).figures;
        const loadList = async () => (await loadApi(api, [`/api/projects?${params}`])).figures;
        if (round % 2 === 0) {
          const map = await loadMap();
          rounds.push({ map, list: await loadList(), baseline });
        } else {
          const list = await loadList();
          rounds.push({ map: await loadMap(), list, baseline });
        }
      }
      const db = dbTimes.get(`${engine} ${box} ${filters}`);
      const baselines = rounds.flatMap((round) => (round.baseline ? [round.baseline] : []));
      rows.push({
        engine, box, filters,
        ratios: rounds.map((round) => round.map.p99 / round.list.p99),
        map: medianOf(rounds.map((round) => round.map)),
        list: medianOf(rounds.map((round) => round.list)),
        baseline: baselines.length > 0 ? medianOf(baselines) : undefined,
        mapDbMs: db?.map, listDbMs: db?.list,
      });
    }
  } finally {
    await api.stop();
    await baselineApi?.stop();
  }
  return rows;
}

/** The rounds of one call: the median p50 and p99, the mean req/s, every error. */
function medianOf(rounds: Figures[]): Figures {
  return {
    requestsPerSecond: rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length,
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

function printTable(rows: Row[]): void {
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  const ms = (value: number | undefined) => value?.toFixed(1) ?? '-';
  console.log(`\nMap search (${ROWS.toLocaleString('en-IN')} projects, 50 connections, median of ${ROUNDS} rounds; target: map p99 within ${TARGET_FACTOR}x the list's${BASELINE_ROOT ? `; base: ${BASELINE_ROOT}` : ''})`);
  console.log(`${'engine'.padEnd(11)} ${'box'.padEnd(21)} ${'filters'.padEnd(13)} ${pad('map p50', 8)} ${pad('map p99', 8)} ${pad('map req/s', 10)} ${pad('list p50', 9)} ${pad('list p99', 9)} ${pad('list req/s', 11)} ${pad('base p99', 9)} ${pad('base req/s', 11)} ${pad('map db ms', 10)} ${pad('list db ms', 11)} ${pad('p99 ratio', 9)} target errors  rounds' ratios`);
  for (const row of rows) {
    // Paired within each round, so a slower stretch of the machine weighs on both sides.
    const ratio = median(row.ratios);
    const verdict = ratio <= TARGET_FACTOR ? 'pass' : 'FAIL';
    console.log(
      `${row.engine.padEnd(11)} ${row.box.padEnd(21)} ${row.filters.padEnd(13)} ${pad(ms(row.map.p50), 8)} ${pad(ms(row.map.p99), 8)} ${pad(row.map.requestsPerSecond.toFixed(0), 9)} ${pad(ms(row.list.p50), 9)} ${pad(ms(row.list.p99), 9)} ${pad(row.list.requestsPerSecond.toFixed(0), 11)} ${pad(ms(row.baseline?.p99), 9)} ${pad(row.baseline?.requestsPerSecond.toFixed(0) ?? '-', 11)} ${pad(ms(row.mapDbMs), 10)} ${pad(ms(row.listDbMs), 11)} ${pad(ratio.toFixed(2), 9)} ${verdict.padEnd(6)} ${pad(row.map.errors + row.list.errors + (row.baseline?.errors ?? 0), 6)}  ${row.ratios.map((each) => each.toFixed(2)).join(' ')}`,
    );
  }
}

export async function runMapSearch(): Promise<Row[]> {
  const rows: Row[] = [];
  if (ENGINES.includes('pg')) {
    rows.push(...(await withThrowawayDatabase('plotwise_map_bench', (connectionString) =>
      benchEngine('PostgreSQL', { client: 'pg', connectionString, schema: null }, { DATABASE_URL: connectionString }))));
  }
  if (ENGINES.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plotwise-map-bench-'));
    try {
      rows.push(...(await benchEngine('PGlite', { client: 'pglite', dataDir: path.join(dataDir, 'pglite') }, { DATA_DIR: dataDir })));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  printTable(rows);
  return rows;
}

runWhenMain(module, runMapSearch);
