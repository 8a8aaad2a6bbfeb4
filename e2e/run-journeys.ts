// Runs the browser journeys in lanes: each lane is one production server on its
// own database, running its share of the journey files one after another, and
// every lane shares one Chromium. Starting a server (migrations, demo seed) and
// a browser per file was most of the journeys' time; a second lane halves what
// is left on a machine with two cores, because a journey mostly waits (for the
// page, the server, a debounce). Files in one lane see each other's data, as
// before; files in different lanes never do, so counts read from the demo
// catalogue stay exact.
//
// Arguments after the script go to `node --test`: reporters, then the journey
// files. A reporter writing to a file writes one per lane (`<file>.lane<N>`),
// joined into `<file>` at the end. JOURNEY_LANES sets the number of lanes
// (default: one per core, at most two). Exits with the first failing lane's code.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './support/browser';
import { SHARED_RUN_ENV, startSiteOnTestDatabase } from './support/journey';

const MAX_LANES = 2;

/** Splits the files into lanes of about equal length, the longest file first (its size stands for its run time). */
function planLanes(files: readonly string[], lanes: number, sizeOf: (file: string) => number): string[][] {
  const plan = Array.from({ length: Math.max(1, Math.min(lanes, files.length)) }, () => ({ files: [] as string[], size: 0 }));
  for (const file of [...files].sort((a, b) => sizeOf(b) - sizeOf(a))) {
    const lightest = plan.reduce((best, lane) => (lane.size < best.size ? lane : best));
    lightest.files.push(file);
    lightest.size += sizeOf(file);
  }
  return plan.map((lane) => lane.files.sort());
}

function laneCount(): number {
  const asked = Number(process.env.JOURNEY_LANES);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(MAX_LANES, availableParallelism());
}

const isFileDestination = (arg: string) => arg.startsWith('--test-reporter-destination=') && !/=(stdout|stderr)$/.test(arg);

async function runLane(index: number, options: string[], files: string[], browserEndpoint: string, quiet: boolean): Promise<{ code: number; output: string }> {
  // Every journey posts public forms and registers accounts from 127.0.0.1; together they
  // pass the per-address allowances meant for one visitor. The limits have API tests of their own.
  // The server renders a page within 300 ms or sends the client shell (production's trade-off);
  // two lanes on two cores can take longer for a first render. Saved search digests go out every few seconds, at any hour. The journeys check what is
  // rendered, bench/ how fast, and the redeploy journey, on its own server, the budget itself.
  const own = await startSiteOnTestDatabase({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000', REGISTRATION_RATE_LIMIT_MAX: '1000', SERVER_RENDER_TIMEOUT_MS: '5000', SAVED_SEARCH_DIGEST_HOUR: '0', SAVED_SEARCH_DIGEST_INTERVAL_MINUTES: '0.05' });
  try {
    const args = options.map((arg) => (isFileDestination(arg) ? `${arg}.lane${index}` : arg));
    const runner = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...args, ...files], {
      cwd: __dirname,
      // One lane prints as it goes; with more, each lane's report is printed whole when it ends.
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        [SHARED_RUN_ENV.siteUrl]: own.site.url,
        [SHARED_RUN_ENV.browserEndpoint]: browserEndpoint,
        [SHARED_RUN_ENV.databaseSchema]: own.schema ?? '',
        [SHARED_RUN_ENV.smsOutboxFile]: own.site.smsOutboxFile,
        [SHARED_RUN_ENV.emailOutboxFile]: own.site.emailOutboxFile,
      },
    });
    let output = '';
    runner.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    runner.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number>((resolve) => runner.on('exit', (status) => resolve(status ?? 1)));
    if (code !== 0) output += `Server log of lane ${index} (last lines):\n${own.site.logs().split('\n').slice(-40).join('\n')}\n`;
    return { code, output };
  } finally {
    await own.stop();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const options = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const lanes = planLanes(files, laneCount(), (file) => statSync(file).size);
  const quiet = lanes.length > 1;
  if (quiet) lanes.forEach((lane, index) => console.log(`lane ${index + 1}: ${lane.map((file) => file.split('/').pop()).join(', ')}`));

  const browserServer = await chromium.launchServer(chromiumLaunchOptions());
  try {
    const results = await Promise.all(
      lanes.map(async (lane, index) => {
        const result = await runLane(index + 1, options, lane, browserServer.wsEndpoint(), quiet);
        if (quiet) process.stdout.write(`\n--- lane ${index + 1} ---\n${result.output}`);
        else process.stdout.write(result.output);
        return result;
      }),
    );
    for (const destination of options.filter(isFileDestination)) {
      const target = destination.slice(destination.indexOf('=') + 1);
      const parts = lanes.map((_, index) => `${target}.lane${index + 1}`);
      writeFileSync(target, parts.map((part) => readFileSync(part, 'utf8')).join('\n'));
      for (const part of parts) rmSync(part, { force: true });
    }
    return results.find((result) => result.code !== 0)?.code ?? 0;
  } finally {
    await browserServer.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
