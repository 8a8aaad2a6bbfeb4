// The catalogue bench's tables: each row beside its target, ! where it misses.
import { CONNECTIONS, DURATION_S, WARM_UP_S, type Figures } from './api-load';
import { ROWS } from './catalog-seed';

/** A text search's p99 within this multiple of the city+price list's; suggestions within SUGGEST_P99_MS. */
const SEARCH_TARGET_FACTOR = 1.5;
const SUGGEST_P99_MS = 30;
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.5;
const PAGE_TARGETS = { p99Ms: 150, share: 0.4, aloneP50Ms: 30 } as const;

export interface Row {
  engine: string;
  call: string;
  api: Figures;
  raw: Figures;
  rssMb: number;
}

/** A server-rendered project page beside the JSON of the same project, in the same run. */
export interface PageRow {
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

export function printPageTable(rows: PageRow[]): void {
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
export interface SearchRow { engine: string; cache: 'off' | 'on'; list: Figures; search: Figures; suggest: Figures }

export function printSearchTable(rows: SearchRow[]): void {
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

export function printTable(rows: Row[]): void {
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
