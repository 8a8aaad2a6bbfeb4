// The steps `npm test` and `npm run test:reliability` share: run a command and
// time it, count jest's and node:test's results, make sure Chromium is there.
// Every step runs even after a failure; `finish` prints one line summing both
// runners' counts ("tests: N passed, N failed") for CI and people.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'e2e', 'artifacts');
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];

export function run(name, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const outcome = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = outcome.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  if (!ok) failures.push(name);
  return ok;
}

/**
 * Runs single-threaded steps (the type-check, lint) side by side, one per core,
 * each step's output printed whole when it ends; resolves once all have ended.
 */
export function runTogether(steps) {
  return Promise.all(
    steps.map(({ name, command, args }) => {
      const started = Date.now();
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      return new Promise((resolve) => {
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`\n=== ${name}\n${output}=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds}s)`);
          if (code !== 0) failures.push(name);
          resolve(code === 0);
        });
      });
    }),
  );
}

/** The browser tests need Debian's Chromium: installed where we are root with apt (CI, a fresh box). */
export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    run('install Chromium (Debian package)', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null']);
  } else {
    console.log(`Chromium not found at ${chromium}: install Debian's chromium package (or set CHROMIUM_PATH) for the browser tests.`);
  }
}

/** jest with its results counted; `args` select tests, `env` adds variables. */
export function runJest(name, args = [], env = {}) {
  const report = path.join(results, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  run(name, bin('jest'), ['--json', `--outputFile=${report}`, ...args], {
    env: { ...process.env, ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
  });
  if (!existsSync(report)) return;
  const counts = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += counts.numPassedTests;
  totals.failed += counts.numFailedTests + (counts.numRuntimeErrorTestSuites ?? 0);
}

/** The `*.test.ts` files of an e2e folder, as paths for node:test. */
export function e2eTests(folder) {
  const dir = path.join(root, 'e2e', folder);
  return readdirSync(dir).filter((file) => file.endsWith('.test.ts')).sort().map((file) => path.join(dir, file));
}

/**
 * node:test over e2e files, its results counted. `shared` runs them through
 * e2e/run-journeys.ts: one server and one browser for all the files.
 */
export function runNodeTests(name, files, { shared = false } = {}) {
  const tap = path.join(results, `${name.replace(/\W+/g, '-')}.tap`);
  rmSync(tap, { force: true });
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`];
  const args = shared
    ? ['--import', 'tsx', path.join(root, 'e2e', 'run-journeys.ts'), ...reporters, ...files]
    : ['--import', 'tsx', '--test', '--test-concurrency=1', ...reporters, ...files];
  run(name, process.execPath, args, { cwd: path.join(root, 'e2e') });
  if (!existsSync(tap)) return;
  const text = readFileSync(tap, 'utf8');
  // One summary per lane when the journeys ran in lanes (e2e/run-journeys.ts).
  const sum = (pattern) => [...text.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  totals.passed += sum(/^# pass (\d+)/gm);
  totals.failed += sum(/^# fail (\d+)/gm);
}

export function build() {
  return run('production build', process.execPath, [path.join(root, 'scripts', 'build-all.mjs')]);
}

/** Each remote's built requirements of the shared singletons against what the shell's build provides. */
export function checkContracts() {
  return run('shared-library contracts', process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'check-contracts.mjs')]);
}

export function finish() {
  if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failures.length || totals.failed ? 1 : 0);
}
