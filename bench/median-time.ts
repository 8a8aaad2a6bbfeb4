/** Runs per timing of the single-call benches (BENCH_RUNS overrides). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/** The median time of `run` in ms over RUNS calls, after three to warm up. */
export async function medianTime(run: () => Promise<unknown>): Promise<number> {
  for (let warm = 0; warm < 3; warm += 1) await run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}
