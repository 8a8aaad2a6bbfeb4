// Load on the API process (autocannon) and on the database straight (the same SQL),
// with the figures both give: requests a second, p50, p99, errors.
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';
import { startSite, type RunningSite } from '../e2e/support/site';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARM_UP_S = 3;
export const CONNECTIONS = 50;
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

export interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Of the pages sent, the share rendered on the server (the rest go to be rendered in the browser). */
  serverRendered?: number;
}

export interface CapturedQuery {
  sql: string;
  bindings: unknown[];
}

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
export const SIGN_OUTS_PER_S = 5;

/** Runs `load` while signing out SIGN_OUTS_PER_S times a second; how many sign-outs succeeded. */
export async function whileSigningOut<T>(api: RunningSite, load: () => Promise<T>): Promise<{ load: T; writes: number }> {
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
export async function visitEach(api: RunningSite, paths: string[]): Promise<void> {
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

export type Execute = (sql: string, bindings: unknown[]) => Promise<unknown>;

/**
 * 50 callers in a loop, each doing what one API request does: the captured
 * statements, run together as the service runs them. With `ids`, the detail
 * call's id binding is replaced in turn, as the API's requests vary it.
 */
export async function loadRaw(queries: CapturedQuery[], ids: number[] | null, execute: Execute): Promise<Figures> {
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
