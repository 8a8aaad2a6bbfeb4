// API catalogue load: 100,000 projects, the listings search and the detail call
// under 50 concurrent connections, against the real API (a production server
// process) and against the same SQL sent straight to the database. Runs on
// PostgreSQL (a throw-away database on 127.0.0.1:5432) and on PGlite.
// Target, on PostgreSQL: list p99 under 50 ms, API/raw 0.5 or better.
//
// BENCH_PG_URL     server to create the throw-away database on (default postgres://postgres@127.0.0.1:5432/test)
// BENCH_PORT       port for the API process (default: a free one)
// BENCH_DURATION   seconds measured per run (default 10), after a 3 s warm-up
// BENCH_ROWS       projects to seed (default 100000)
// BENCH_ENGINES    comma-separated: pg,pglite (default both)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import type { DatabaseConfig } from '../services/src/config';
import { bindModels, createKnex, destroyKnex } from '../services/src/db/knex';
import { migrateToLatest } from '../services/src/db/migration-source';
import { findPublicProject, listPublicProjects } from '../services/src/plugins/projects/project-service';
import { CITY_PROFILES } from '../services/src/db/seed/city-catalog';
import { PROJECT_STATUSES, PROJECT_TYPES, AREA_UNITS, projectListQuerySchema } from '@plotwise/contracts';
import { startSite, type RunningSite } from '../e2e/support/site';
import { withThrowawayDatabase } from './throwaway-database';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = 3;
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CONNECTIONS = 50;
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
const ENGINES = (process.env.BENCH_ENGINES ?? 'pg,pglite').split(',').map((engine) => engine.trim());
const LIST_PATH = '/api/projects?city=Pune&sortBy=price_low';
/** Two-word text searches as visitors type them (a place and a kind of project), in turn. */
const SEARCH_PATHS = [
  'pune meadows', 'bangalore township', 'hyderabad farms', 'chennai enclave', 'jaipur greens', 'kochi orchards',
  'residential pune', 'gated hinjewadi', 'banglore farms', 'mumbai business',
].map((words) => `/api/projects?search=${encodeURIComponent(words)}`);
/** What is typed into a search box on the way to a place, in turn. */
const SUGGEST_PATHS = ['pu', 'ban', 'hinj', 'whitef', 'chen', 'banglore', 'hyde', 'sec', 'ko', 'jaip', 'mum', 'wagh']
  .map((text) => `/api/search/suggestions?q=${encodeURIComponent(text)}`);
/** A text search's p99 within this multiple of the city+price list's; suggestions within SUGGEST_P99_MS. */
const SEARCH_TARGET_FACTOR = 1.5;
const SUGGEST_P99_MS = 30;
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.5;

const silent = pino({ level: 'silent' });

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Of the pages sent, the share rendered on the server (the rest go to be rendered in the browser). */
  serverRendered?: number;
}

interface Row {
  engine: string;
  call: string;
  api: Figures;
  raw: Figures;
  rssMb: number;
}

interface CapturedQuery {
  sql: string;
  bindings: unknown[];
}

// ---------------------------------------------------------------------------
// Data

/**
 * 100,000 believable rows in one statement: cities cycle through the twelve,
 * localities through each city's seven, one in ten pending, prices from 10
 * lakhs to 5 crores with one in fifty on request, areas in all four units.
 */
export async function seedProjects(knex: Knex, rows: number): Promise<void> {
  const list = (values: readonly (string | number)[]) => ({ sql: `array[${values.map(() => '?').join(', ')}]`, bindings: [...values] });
  const cities = list(CITY_PROFILES.map((profile) => profile.city));
  const states = list(CITY_PROFILES.map((profile) => profile.state));
  const localities = list(CITY_PROFILES.flatMap((profile) => profile.localities.slice(0, 7)));
  const prefixes = list(['Sahyadri', 'Emerald', 'Silver Oak', 'Vrindavan', 'Sunrise', 'Lotus', 'Neelkanth', 'Saffron', 'Banyan', 'Aranya', 'Tulsi', 'Amrut', 'Kaveri', 'Mayur', 'Orchid', 'Gulmohar']);
  const suffixes = list(['Greens', 'Meadows', 'Enclave', 'County', 'Business Park', 'Township', 'Farms', 'Vihar', 'Square', 'Orchards']);
  const types = list(PROJECT_TYPES);
  const statuses = list(PROJECT_STATUSES);
  const units = list(AREA_UNITS);
  const cityCount = CITY_PROFILES.length;

  const image = (n: number) =>
    `jsonb_build_object('url', '/api/files/bench-' || g || '-${n}', 'caption', 'Picture ${n} of project ' || g, 'isDefault', ${n === 1})`;
  await knex.raw(
    `insert into projects (
       title, description, location, city, state, total_area, area_unit, starting_price, project_type,
       plot_sizes, amenities, specifications, approvals, status, featured, is_newly_launched, is_top_project, verified,
       images, default_image, possession_timeline, rera_number, contact_email, contact_phone, approval_status, created_at, updated_at
     )
     select
       (${prefixes.sql})[1 + g % 16] || ' ' || (${suffixes.sql})[1 + (g / 16) % 10] || ' ' || g,
       'A plotted development with approved layouts, wide internal roads, water and electricity laid to every plot, '
         || 'a landscaped park and a gated entrance with security. Registrations are open for plots of several sizes, '
         || 'with bank loans from the leading lenders and a clear title backed by a thirty-year search report. Project ' || g || '.',
       (${localities.sql})[1 + (g % ${cityCount}) * 7 + (g / ${cityCount}) % 7],
       (${cities.sql})[1 + g % ${cityCount}],
       (${states.sql})[1 + g % ${cityCount}],
       1 + (g % 200) / 4.0,
       (${units.sql})[1 + (g / 3) % 4],
       case when g % 50 = 0 then null else 1000000 + ((g::bigint * 7919) % 49000) * 1000 end,
       (${types.sql})[1 + (g / ${cityCount}) % 4],
       '[{"size":1200,"unit":"sq.ft"},{"size":1500,"unit":"sq.ft"},{"size":2400,"unit":"sq.ft"}]'::jsonb,
       '["Gated community with 24x7 security","Landscaped central garden","Jogging track","Underground drainage","Rainwater harvesting","Solar street lights"]'::jsonb,
       '[{"title":"Internal roads","details":"30 ft and 40 ft wide asphalt roads."},{"title":"Water supply","details":"Metered pipeline to every plot."},{"title":"Electricity","details":"Underground cabling."}]'::jsonb,
       '["RERA registered","NA order from the District Collector","Bank loans from SBI and HDFC"]'::jsonb,
       (${statuses.sql})[1 + (g / 7) % 3],
       g % 20 = 3,
       g % 9 = 1,
       g % 3 = 1,
       g % 5 <> 4,
       jsonb_build_array(${image(1)}, ${image(2)}, ${image(3)}),
       '/api/files/bench-' || g || '-1',
       'Q' || (1 + g % 4) || ' 2027',
       'P52100' || lpad((g % 1000000)::text, 6, '0'),
       'sales@plotwise.in',
       '+91 98765 43210',
       case when g % 10 = 0 then 'pending' when g % 37 = 0 then 'rejected' else 'approved' end,
       now() - make_interval(mins => g),
       now() - make_interval(mins => g)
     from generate_series(1, ?) as g`,
    [...prefixes.bindings, ...suffixes.bindings, ...localities.bindings, ...cities.bindings, ...states.bindings, ...units.bindings, ...types.bindings, ...statuses.bindings, rows],
  );
  // A live table is vacuumed by autovacuum; the visibility map it leaves lets counts read the index alone.
  await knex.raw('vacuum analyze projects');
}

/** The SQL the API sends for the two calls, captured from the service itself. */
async function captureQueries(knex: Knex): Promise<{ list: CapturedQuery[]; search: CapturedQuery[]; detail: CapturedQuery[]; detailIds: number[] }> {
  bindModels(knex);
  const captured: CapturedQuery[] = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) => captured.push({ sql: query.sql, bindings: query.bindings ?? [] });
  const listQuery = (url: string) => projectListQuerySchema.parse(Object.fromEntries(new URL(`http://x${url}`).searchParams));
  // The first search builds the in-memory catalogue index; the statements a search then sends come after.
  await listPublicProjects(listQuery(SEARCH_PATHS[0]!));
  knex.on('query', listener);
  await listPublicProjects(listQuery(LIST_PATH));
  const list = captured.splice(0);
  await listPublicProjects(listQuery(SEARCH_PATHS[0]!));
  const search = captured.splice(0);
  const detailIds = (await knex('projects').where('approvalStatus', 'approved').orderByRaw('random()').limit(500).pluck('id')) as number[];
  captured.splice(0);
  await findPublicProject(detailIds[0]!);
  const detail = captured.splice(0);
  knex.off('query', listener);
  return { list, search, detail, detailIds };
}

// ---------------------------------------------------------------------------
// The API process

/** The production server (e2e/support/site.ts) on the seeded database, request logs off. */
export function startApi(env: Record<string, string>): Promise<RunningSite> {
  return startSite({ SEED_DEMO_DATA: 'false', ...env }, { port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined });
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

/**
 * autocannon asking for `paths` in turn as a browser would (compressed replies),
 * for `seconds` or, with `seconds` null, until each path was asked for once.
 */
function cannon(api: RunningSite, paths: string[], connections: number, seconds: number | null, onResponse?: autocannon.Request['onResponse']) {
  let next = 0;
  return autocannon({
    url: api.url,
    connections,
    ...(seconds === null ? { amount: paths.length } : { duration: seconds }),
    // What every browser sends: replies are compressed as visitors get them.
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }), onResponse }],
  });
}

/** Sign-outs a second during the second timed run of the kept project pages: writes through the API that change no page. */
const SIGN_OUTS_PER_S = 5;

/** Runs `load` while signing out SIGN_OUTS_PER_S times a second; how many sign-outs succeeded. */
async function whileSigningOut<T>(api: RunningSite, load: () => Promise<T>): Promise<{ load: T; writes: number }> {
  let writes = 0;
  const signOut = async () => {
    const response = await fetch(`${api.url}/api/auth/logout`, { method: 'POST', headers: { 'content-type': 'application/json', origin: api.url }, body: '{}' });
    if (response.ok) writes += 1;
  };
  const timer = setInterval(() => void signOut().catch(() => undefined), 1000 / SIGN_OUTS_PER_S);
  try {
    return { load: await load(), writes };
  } finally {
    clearInterval(timer);
  }
}

/** Asks for every path once, as many at a time as the load's connections. */
async function visitEach(api: RunningSite, paths: string[]): Promise<void> {
  await cannon(api, paths, CONNECTIONS, null);
}

/** autocannon against the API; the peak RSS of the API process while under load. */
export async function loadApi(api: RunningSite, paths: string[], connections = CONNECTIONS): Promise<{ figures: Figures; rssMb: number }> {
  console.log(`  load: ${paths[0]}${paths.length > 1 ? ` and ${paths.length - 1} more` : ''} through the API`);
  const pages = !paths[0]!.startsWith('/api/');
  let rendered = 0;
  let sent = 0;
  const run = (seconds: number) =>
    cannon(
      api,
      paths,
      connections,
      seconds,
      // A server-rendered page may be kept by shared caches (s-maxage); the browser-rendered one may not.
      pages
        ? (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders = {}) => {
            sent += 1;
            // hapi names its headers in lower case.
            if (String(headers['cache-control'] ?? '').includes('s-maxage')) rendered += 1;
          }
        : undefined,
    );
  await run(WARM_UP_S);
  rendered = 0;
  sent = 0;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(api.pid));
  }, 200);
  try {
    const result = await run(DURATION_S);
    const errors = result.errors + result.timeouts + result.non2xx;
    return {
      figures: { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, serverRendered: pages && sent > 0 ? rendered / sent : undefined },
      rssMb: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

// ---------------------------------------------------------------------------
// The same SQL, straight to the database

type Execute = (sql: string, bindings: unknown[]) => Promise<unknown>;

/**
 * 50 callers in a loop, each doing what one API request does: the captured
 * statements, run together as the service runs them. With `ids`, the detail
 * call's id binding is replaced in turn, as the API's requests vary it.
 */
async function loadRaw(queries: CapturedQuery[], ids: number[] | null, execute: Execute): Promise<Figures> {
  console.log(`  load: ${queries.length} statement(s) straight to the database`);
  const capturedId = ids?.[0];
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const deadline = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const id = ids ? ids[next++ % ids.length]! : undefined;
        const started = performance.now();
        try {
          await Promise.all(
            queries.map((query) => execute(query.sql, query.bindings.map((value) => (id !== undefined && value === capturedId ? id : value)))),
          );
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (fraction: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0;
    return { requestsPerSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
  };
  await run(WARM_UP_S);
  return run(DURATION_S);
}

// ---------------------------------------------------------------------------
// Engines

/**
 * One engine's run: seed, capture the service's statements and print their
 * plans, load the API, then load the same statements straight to the database.
 */
async function benchEngine(
  engine: string,
  database: DatabaseConfig,
  apiEnv: Record<string, string>,
  rawExecute: (knex: Knex) => { execute: Execute; close: () => Promise<void> },
): Promise<Row[]> {
  let knex = createKnex(database, silent);
  let captured: Awaited<ReturnType<typeof captureQueries>>;
  try {
    const started = Date.now();
    await migrateToLatest(knex);
    await seedProjects(knex, ROWS);
    console.log(`${engine}: seeded ${ROWS.toLocaleString('en-IN')} projects in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    captured = await captureQueries(knex);
    await printPlans(knex, captured.list, engine);
    await printPlans(knex, captured.search, engine);
  } finally {
    await destroyKnex(knex);
  }

  /** The same 500 project pages, in every page run below. */
  const projectPages = captured.detailIds.map((id) => `/projects/${id}`);

  // The page cache and the search cache off: every page is rendered afresh (as many at a time
  // as there are connections, so none is sent to the browser for want of a turn), every search
  // runs its statement.
  const api = await startApi({ ...apiEnv, SERVER_RENDER_CACHE_SECONDS: '0', SEARCH_CACHE_SECONDS: '0', SERVER_RENDER_CONCURRENCY: String(CONNECTIONS) });
  let listApi: Awaited<ReturnType<typeof loadApi>>;
  let searchApi: Awaited<ReturnType<typeof loadApi>>;
  let suggestApi: Awaited<ReturnType<typeof loadApi>>;
  let detailApi: Awaited<ReturnType<typeof loadApi>>;
  let pageApi: Awaited<ReturnType<typeof loadApi>>;
  let pageAlone: Awaited<ReturnType<typeof loadApi>>;
  try {
    listApi = await loadApi(api, [LIST_PATH]);
    searchApi = await loadApi(api, SEARCH_PATHS);
    suggestApi = await loadApi(api, SUGGEST_PATHS);
    detailApi = await loadApi(api, captured.detailIds.map((id) => `/api/projects/${id}`));
    pageApi = await loadApi(api, projectPages);
    // One visitor at a time on a warm server: the time to the page.
    pageAlone = await loadApi(api, projectPages, 1);
  } finally {
    await api.stop();
  }
  pageRows.push({ engine, cache: 'off', renders: String(CONNECTIONS), json: detailApi.figures, html: pageApi.figures, alone: pageAlone.figures, rssMb: pageApi.rssMb });

  // The page cache off with renders at a time as deployed (SERVER_RENDER_CONCURRENCY's default):
  // more visitors than the renderer keeps up with, as a crawler's burst through the catalogue.
  const limitedApi = await startApi({ ...apiEnv, SERVER_RENDER_CACHE_SECONDS: '0' });
  try {
    const limitedPages = await loadApi(limitedApi, projectPages);
    const limitedAlone = await loadApi(limitedApi, projectPages, 1);
    pageRows.push({ engine, cache: 'off', renders: 'as set', json: detailApi.figures, html: limitedPages.figures, alone: limitedAlone.figures, rssMb: limitedPages.rssMb });
  } finally {
    await limitedApi.stop();
  }

  // As deployed: the in-process page cache on (SERVER_RENDER_CACHE_SECONDS' default), the
  // same 500 projects, so each is rendered about once per cache period and then reused;
  // and the search cache (SEARCH_CACHE_SECONDS), so each search runs once per period.
  const cachedApi = await startApi(apiEnv);
  let keptSearchApi: Awaited<ReturnType<typeof loadApi>>;
  try {
    keptSearchApi = await loadApi(cachedApi, SEARCH_PATHS);
    // Warm as a server is a few seconds after its first visitors: each page asked for once
    // first, so the timed run sees kept pages refreshed in the background. The 3 s warm-up
    // alone rendered only part of the 500 on a slower machine, and the run then measured
    // the cold start that the cache-off rows above already show.
    await visitEach(cachedApi, projectPages);
    const cachedPages = await loadApi(cachedApi, projectPages);
    const cachedAlone = await loadApi(cachedApi, projectPages, 1);
    pageRows.push({ engine, cache: 'on', renders: 'as set', json: detailApi.figures, html: cachedPages.figures, alone: cachedAlone.figures, rssMb: cachedPages.rssMb });
    // A busy site's sign-ins and enquiries change no page: its kept pages stay kept through them.
    const signingOut = await whileSigningOut(cachedApi, () => loadApi(cachedApi, projectPages));
    pageRows.push({
      engine,
      cache: 'on',
      renders: 'as set',
      json: detailApi.figures,
      html: signingOut.load.figures,
      alone: cachedAlone.figures,
      rssMb: signingOut.load.rssMb,
      meanwhile: `${signingOut.writes} sign-outs (${SIGN_OUTS_PER_S}/s)`,
    });
  } finally {
    await cachedApi.stop();
  }

  knex = createKnex(database, silent);
  const raw = rawExecute(knex);
  try {
    const listRaw = await loadRaw(captured.list, null, raw.execute);
    const searchRaw = await loadRaw(captured.search, null, raw.execute);
    searchRows.push({ engine, cache: 'off', list: listApi.figures, search: searchApi.figures, suggest: suggestApi.figures });
    searchRows.push({ engine, cache: 'on', list: listApi.figures, search: keptSearchApi.figures, suggest: suggestApi.figures });
    const detailRaw = await loadRaw(captured.detail, captured.detailIds, raw.execute);
    return [
      { engine, call: `GET ${LIST_PATH}`, api: listApi.figures, raw: listRaw, rssMb: listApi.rssMb },
      { engine, call: `GET /api/projects?search=(two words, 10 in turn)`, api: searchApi.figures, raw: searchRaw, rssMb: searchApi.rssMb },
      { engine, call: `  the same, searches kept (as deployed)`, api: keptSearchApi.figures, raw: searchRaw, rssMb: keptSearchApi.rssMb },
      { engine, call: 'GET /api/projects/{id}', api: detailApi.figures, raw: detailRaw, rssMb: detailApi.rssMb },
    ];
  } finally {
    await raw.close();
    await destroyKnex(knex);
  }
}

function benchPostgres(): Promise<Row[]> {
  return withThrowawayDatabase('plotwise_bench', (connectionString) =>
    // The raw load uses a pool as wide as the load, like the API's clients.
    benchEngine('PostgreSQL', { client: 'pg', connectionString, schema: null }, { DATABASE_URL: connectionString }, () => {
      const pool = new pg.Pool({ connectionString, max: CONNECTIONS });
      // The database is dropped with (force) at the end; a connection cut then is expected.
      pool.on('error', () => undefined);
      return { execute: (sql, bindings) => pool.query(sql, bindings), close: () => pool.end() };
    }),
  );
}

async function benchPglite(): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plotwise-bench-'));
  try {
    // PGlite is one connection inside one process: the raw figures come from it in this process.
    return await benchEngine('PGlite', { client: 'pglite', dataDir: path.join(dataDir, 'pglite') }, { DATA_DIR: dataDir }, (knex) => ({
      execute: (sql, bindings) => knex.raw(sql.replace(/\$\d+/g, '?'), bindings as Knex.RawBinding[]),
      close: async () => undefined,
    }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** EXPLAIN ANALYZE of the list statements, so an index that is not used shows up in the output. */
async function printPlans(knex: Knex, queries: CapturedQuery[], engine: string): Promise<void> {
  for (const query of queries) {
    const result = await knex.raw(`explain (analyze, costs off) ${query.sql.replace(/\$\d+/g, '?')}`, query.bindings as Knex.RawBinding[]);
    const plan = (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n    ');
    console.log(`  ${engine} plan: ${query.sql.slice(0, 60)}...\n    ${plan}`);
  }
}

// ---------------------------------------------------------------------------

/** A server-rendered project page beside the JSON of the same project, in the same run. */
interface PageRow {
  engine: string;
  /** Whether the in-process page cache was on. */
  cache: 'on' | 'off';
  /** Renders at a time (SERVER_RENDER_CONCURRENCY): 'as set' is the default. */
  renders: string;
  json: Figures;
  html: Figures;
  alone: Figures;
  rssMb: number;
  /** What else the API was asked meanwhile, if anything. */
  meanwhile?: string;
}
const pageRows: PageRow[] = [];
const PAGE_TARGETS = { p99Ms: 150, share: 0.4, aloneP50Ms: 30 } as const;

function printPageTable(rows: PageRow[]): void {
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.log(`\nServer-rendered project page (${ROWS.toLocaleString('en-IN')} projects, ${CONNECTIONS} connections, 500 projects in turn; ! misses the target)`);
  console.log(`${'engine'.padEnd(11)} ${'cache'.padEnd(5)} ${'renders'.padEnd(7)} ${pad('rendered', 8)} ${pad('HTML req/s', 11)} ${pad('p50 ms', 7)} ${pad(`p99 ms(≤${PAGE_TARGETS.p99Ms})`, 14)} ${pad('JSON req/s', 11)} ${pad(`HTML/JSON(≥${PAGE_TARGETS.share})`, 16)} ${pad(`alone p50 ms(≤${PAGE_TARGETS.aloneP50Ms})`, 20)} ${pad('RSS MB', 7)} errors`);
  for (const row of rows) {
    const share = row.json.requestsPerSecond > 0 ? row.html.requestsPerSecond / row.json.requestsPerSecond : 0;
    const mark = (ok: boolean) => (ok ? ' ' : '!');
    console.log(
      `${row.engine.padEnd(11)} ${row.cache.padEnd(5)} ${row.renders.padEnd(7)} ${pad(`${((row.html.serverRendered ?? 0) * 100).toFixed(0)}%`, 8)} ${pad(row.html.requestsPerSecond.toFixed(0), 11)} ${pad(row.html.p50.toFixed(1), 7)} ${pad(row.html.p99.toFixed(1), 13)}${mark(row.html.p99 <= PAGE_TARGETS.p99Ms)} ${pad(row.json.requestsPerSecond.toFixed(0), 11)} ${pad(share.toFixed(2), 15)}${mark(share >= PAGE_TARGETS.share)} ${pad(row.alone.p50.toFixed(1), 19)}${mark(row.alone.p50 <= PAGE_TARGETS.aloneP50Ms)} ${pad(row.rssMb.toFixed(0), 7)} ${row.html.errors + row.alone.errors}${row.meanwhile ? `  with ${row.meanwhile}` : ''}`,
    );
  }
}

/**
 * The search targets: a two-word text search beside the city+price list, and
 * place suggestions; searches run afresh (cache off) and as deployed (cache
 * on: each of the ten runs once per SEARCH_CACHE_SECONDS).
 */
interface SearchRow { engine: string; cache: 'off' | 'on'; list: Figures; search: Figures; suggest: Figures }
const searchRows: SearchRow[] = [];

function printSearchTable(rows: SearchRow[]): void {
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.log(`\nSearch (${ROWS.toLocaleString('en-IN')} projects, ${CONNECTIONS} connections; ! misses the target)`);
  console.log(`${'engine'.padEnd(11)} ${'cache'.padEnd(5)} ${pad('list p99', 9)} ${pad(`search p99(≤${SEARCH_TARGET_FACTOR}×)`, 18)} ${pad('search req/s', 13)} ${pad(`suggest p99(≤${SUGGEST_P99_MS})`, 17)} ${pad('suggest req/s', 14)} errors`);
  for (const row of rows) {
    const searchOk = row.search.p99 <= row.list.p99 * SEARCH_TARGET_FACTOR;
    const suggestOk = row.suggest.p99 <= SUGGEST_P99_MS;
    console.log(
      `${row.engine.padEnd(11)} ${row.cache.padEnd(5)} ${pad(row.list.p99.toFixed(1), 9)} ${pad(row.search.p99.toFixed(1), 17)}${searchOk ? ' ' : '!'} ${pad(row.search.requestsPerSecond.toFixed(0), 13)} ${pad(row.suggest.p99.toFixed(1), 16)}${suggestOk ? ' ' : '!'} ${pad(row.suggest.requestsPerSecond.toFixed(0), 14)} ${row.search.errors + row.suggest.errors}`,
    );
  }
}

function printTable(rows: Row[]): void {
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  const ms = (value: number) => value.toFixed(1);
  console.log(`\nAPI catalogue (${ROWS.toLocaleString('en-IN')} projects, ${CONNECTIONS} connections, ${DURATION_S} s after a ${WARM_UP_S} s warm-up)`);
  console.log(`${'engine'.padEnd(11)} ${'call'.padEnd(46)} ${pad('API req/s', 10)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('raw req/s', 10)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('API/raw', 8)} ${pad('RSS MB', 7)} errors`);
  for (const row of rows) {
    const ratio = row.raw.requestsPerSecond > 0 ? row.api.requestsPerSecond / row.raw.requestsPerSecond : 0;
    console.log(
      `${row.engine.padEnd(11)} ${row.call.padEnd(46)} ${pad(row.api.requestsPerSecond.toFixed(0), 10)} ${pad(ms(row.api.p50), 7)} ${pad(ms(row.api.p99), 7)} ${pad(row.raw.requestsPerSecond.toFixed(0), 10)} ${pad(ms(row.raw.p50), 7)} ${pad(ms(row.raw.p99), 7)} ${pad(ratio.toFixed(2), 8)} ${pad(row.rssMb.toFixed(0), 7)} ${row.api.errors + row.raw.errors}`,
    );
  }
  const target = rows.find((row) => row.engine === 'PostgreSQL' && row.call.startsWith('GET /api/projects?'));
  if (target) {
    const ratio = target.api.requestsPerSecond / target.raw.requestsPerSecond;
    const meets = target.api.p99 < TARGET_P99_MS && ratio >= TARGET_RATIO;
    console.log(`Target on PostgreSQL (list p99 < ${TARGET_P99_MS} ms, API/raw >= ${TARGET_RATIO}): ${meets ? 'meets' : 'MISSES'} (p99 ${target.api.p99.toFixed(1)} ms, ratio ${ratio.toFixed(2)})`);
  }
}

export async function runApiCatalog(): Promise<Row[]> {
  const rows: Row[] = [];
  if (ENGINES.includes('pg')) rows.push(...(await benchPostgres()));
  if (ENGINES.includes('pglite')) rows.push(...(await benchPglite()));
  printTable(rows);
  printSearchTable(searchRows);
  printPageTable(pageRows);
  return rows;
}

if (require.main === module) {
  runApiCatalog().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
