// Starts the production server on a fresh DATA_DIR while busy processes keep
// every core saturated, and prints the time until GET /api/health answers 200.
//
//   npx tsx bench/start-under-load.ts [--hogs N] [--cpu-percent P] [--postgres]
//
// --hogs N         N processes running `for(;;){}` at normal priority (default: one per core)
// --cpu-percent P  also hold the server's processes to P % of one core with a cgroup
//                  (needs root and the cgroup v1 cpu controller): the share a process gets
//                  at a load of about 200/P on two cores, without loading the machine that much
// --postgres       start on a throw-away PostgreSQL database (BENCH_PG_URL) instead of PGlite
//
// Run `npm run build` first: the production server serves the built front end.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { withThrowawayDatabase } from './throwaway-database';

const REPO_ROOT = path.resolve(__dirname, '..');
const CGROUP_ROOT = '/sys/fs/cgroup/cpu';
/** The bench gives up (and fails) after this long: it must stop by itself. */
const GIVE_UP_MS = 15 * 60_000;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const hogCount = Number(option('--hogs') ?? availableParallelism());
const cpuPercent = option('--cpu-percent') === undefined ? null : Number(option('--cpu-percent'));
const onPostgres = process.argv.includes('--postgres');

function startHogs(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}

/** A cgroup holding its processes to `percent` % of one core; its folder. */
function makeCpuLimit(percent: number): string {
  const folder = path.join(CGROUP_ROOT, `plotwise-start-bench-${process.pid}`);
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'cpu.cfs_period_us'), '100000');
  fs.writeFileSync(path.join(folder, 'cpu.cfs_quota_us'), String(Math.round(percent * 1000)));
  return folder;
}

/** Removes the cgroup once the server's last process has left it. */
async function removeCpuLimit(folder: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const left = fs.readFileSync(path.join(folder, 'cgroup.procs'), 'utf8').trim();
    if (!left) break;
    if (attempt === 50) for (const pid of left.split('\n')) process.kill(Number(pid), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.rmdirSync(folder);
}

async function waitHealthy(port: number, server: ChildProcess, started: number): Promise<number> {
  while (Date.now() - started < GIVE_UP_MS) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was healthy`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not healthy after ${GIVE_UP_MS / 1000} s`);
}

async function startOnce(databaseUrl: string | null): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(tmpdir(), 'plotwise-start-bench-'));
  const port = 20_000 + (process.pid % 20_000);
  const logFile = path.join(dataDir, 'server.log');
  const cgroup = cpuPercent === null ? null : makeCpuLimit(cpuPercent);
  const hogs = startHogs(hogCount);
  // The server joins the cgroup before npm runs, so every process it starts is held to the limit too.
  const command = `${cgroup ? `echo $$ > ${cgroup}/cgroup.procs && ` : ''}exec npm run start:prod -w services`;
  const log = fs.openSync(logFile, 'w');
  const server = spawn('sh', ['-c', command], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  const started = Date.now();
  let healthy = false;
  try {
    const ms = await waitHealthy(port, server, started);
    healthy = true;
    return ms;
  } catch (error) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
    throw new Error(`${(error as Error).message}\n--- last lines of ${logFile} ---\n${tail}`);
  } finally {
    for (const hog of hogs) hog.kill('SIGKILL');
    if (server.exitCode === null && server.pid) {
      process.kill(-server.pid, 'SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.closeSync(log);
    if (cgroup) await removeCpuLimit(cgroup);
    // A failed start's folder stays, with its log, to be read.
    if (healthy) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const load = `${hogCount} busy processes${cpuPercent === null ? '' : `, the server held to ${cpuPercent} % of one core`}`;
  console.log(`Starting the production server on a fresh ${onPostgres ? 'PostgreSQL database' : 'DATA_DIR (PGlite)'} with ${load}…`);
  const ms = onPostgres ? await withThrowawayDatabase('start_bench', (url) => startOnce(url)) : await startOnce(null);
  console.log(`healthy after ${(ms / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
