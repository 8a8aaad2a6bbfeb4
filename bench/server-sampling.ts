// What the benches of a running server share: /api/health sampled while a load
// runs, percentiles, and one run per database engine.
import { performance } from 'node:perf_hooks';
import type { RunningSite } from '../e2e/support/site';
import { createSchema } from '../e2e/support/postgres';

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Asks GET /api/health every `everyMs` until stopped; `stop` answers the latencies (ms), sorted. */
export function sampleHealth(site: RunningSite, everyMs: number): { stop: () => Promise<number[]> } {
  let done = false;
  const latencies: number[] = [];
  const sampling = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${site.url}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      done = true;
      await sampling;
      return latencies.sort((a, b) => a - b);
    },
  };
}

/** Runs `bench` on PGlite, then on PostgreSQL in a throw-away schema when BENCH_PG_URL or TEST_DATABASE_URL names a server. */
export async function onEachEngine(bench: (label: string, env: Record<string, string>) => Promise<void>): Promise<void> {
  await bench('PGlite', {});
  const pgUrl = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL;
  if (!pgUrl) return;
  const { schema, drop } = await createSchema(pgUrl);
  try {
    await bench('PostgreSQL', { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema });
  } finally {
    await drop();
  }
}
