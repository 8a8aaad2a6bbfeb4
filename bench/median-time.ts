/** Runs per timing of the single-call benches (BENCH_RUNS overrides). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/** The middle value (the upper of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The median time of `run` in ms over RUNS calls, after three to warm up. */
export async function medianTime(run: () => Promise<unknown>): Promise<number> {
  for (let warm = 0; warm < 3; warm += 1) await run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(samples);
}
