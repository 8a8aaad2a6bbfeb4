// Build time: a full production build of the shell and the four remotes, then
// one remote rebuilt alone (what a team does to redeploy). Prints a table.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { median } from './median-time';

const root = path.resolve(__dirname, '..');
const RUNS = 3;
/** Targets: the whole production build (web and server builds of every package), and one remote's rebuild. */
const TARGETS = { fullSeconds: 20, remoteSeconds: 5 } as const;

interface Timing { build: string; medianSeconds: number; runs: number[] }

function timeBuild(packages: string[]): number {
  const started = process.hrtime.bigint();
  const outcome = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-all.mjs'), ...packages], { cwd: root, encoding: 'utf8' });
  if (outcome.status !== 0) throw new Error(`build failed:\n${outcome.stdout}\n${outcome.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export function runBuildTime(): Timing[] {
  const cases: { build: string; packages: string[] }[] = [
    { build: 'full build (shell + 4 remotes)', packages: [] },
    { build: 'one remote (mf-tools)', packages: ['mf-tools'] },
    { build: 'one remote (mf-catalog)', packages: ['mf-catalog'] },
  ];
  const results: Timing[] = [];
  for (const entry of cases) {
    const runs = Array.from({ length: RUNS }, () => timeBuild(entry.packages));
    results.push({ build: entry.build, medianSeconds: median(runs), runs });
  }
  console.log(`\nBuild time (production, web and server builds, median of ${RUNS} runs, wall clock; ! misses the target)`);
  console.log('build                              median s  target s   runs');
  for (const row of results) {
    const target = row.build.startsWith('full') ? TARGETS.fullSeconds : TARGETS.remoteSeconds;
    const mark = row.medianSeconds <= target ? ' ' : '!';
    console.log(`${row.build.padEnd(34)} ${row.medianSeconds.toFixed(1).padStart(8)}${mark} ${String(target).padStart(8)}   ${row.runs.map((run) => run.toFixed(1)).join(' / ')}`);
  }
  return results;
}

if (require.main === module) {
  runBuildTime();
}
