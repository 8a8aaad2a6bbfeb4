#!/usr/bin/env node
// `npm test`: type-check, unit and API tests (jest), production build, browser
// tests (node:test + playwright-core against the built site). Every step runs
// even after a failure, and the last line sums up both runners' counts as
// "tests: N passed, N failed" so one line tells CI and people the result.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'e2e', 'artifacts');
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];

function run(name, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const outcome = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = outcome.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  if (!ok) failures.push(name);
  return ok;
}

// The browser tests need Debian's Chromium. On a machine where we are root with
// apt (CI, a fresh dev box) install it; elsewhere say what is missing.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    run('install Chromium (Debian package)', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null']);
  } else {
    console.log(`Chromium not found at ${chromium}: install Debian's chromium package (or set CHROMIUM_PATH) for the browser tests.`);
  }
}

run('type-check', bin('tsc'), ['-p', 'tsconfig.json']);

const jestJson = path.join(results, 'jest-results.json');
rmSync(jestJson, { force: true });
run('unit and API tests (jest)', bin('jest'), ['--json', `--outputFile=${jestJson}`], {
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
});
if (existsSync(jestJson)) {
  const report = JSON.parse(readFileSync(jestJson, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
}

if (run('production build', process.execPath, [path.join(root, 'scripts', 'build-all.mjs')])) {
  const tap = path.join(results, 'e2e.tap');
  rmSync(tap, { force: true });
  run('browser tests (e2e)', process.execPath, [
    '--import', 'tsx', '--test', '--test-concurrency=1',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...readdirTests(path.join(root, 'e2e', 'tests')),
  ], { cwd: path.join(root, 'e2e') });
  if (existsSync(tap)) {
    const text = readFileSync(tap, 'utf8');
    totals.passed += Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
    totals.failed += Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0);
  }
} else {
  console.log('browser tests skipped: the build failed');
}

function readdirTests(dir) {
  return spawnSync('ls', [dir], { encoding: 'utf8' }).stdout.split('\n')
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length || totals.failed ? 1 : 0);
