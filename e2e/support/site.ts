import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningSite {
  url: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  /** The embedded database's folder (unused on PostgreSQL). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Ends the process with SIGKILL, as a crash or an OOM kill would, keeping the data folder. */
  kill: () => Promise<void>;
  /** Sends SIGTERM (a deploy or a scale-down) and resolves with the exit code once the process ends. */
  terminate: () => Promise<number | null>;
  logs: () => string;
  /** The texts the server sent (SMS_OUTBOX_FILE), one JSON line each: where a test reads confirmation codes. */
  smsOutboxFile: string;
  /** The emails the server sent (EMAIL_OUTBOX_FILE), one JSON line each: where a test reads reset links. */
  emailOutboxFile: string;
}

export interface SiteOptions {
  /** Reuse a data folder (a restart); the caller then owns it and removes it. */
  dataDir?: string;
  /** Listen on this port (a free one by default). */
  port?: number;
  /** Run the server of another checkout (a benchmark's baseline, with node_modules of its own or linked); this one by default. */
  root?: string;
}

/**
 * Starts the production server (the built shell and remotes, the API) on a
 * free port with its own embedded database, as `npm start` would after a build.
 */
export async function startSite(extraEnv: Record<string, string> = {}, options: SiteOptions = {}): Promise<RunningSite> {
  const port = options.port ?? (await freePort());
  const root = options.root ?? repoRoot;
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'plotwise-e2e-'));
  const smsOutboxFile = extraEnv.SMS_OUTBOX_FILE ?? path.join(dataDir, 'sms-outbox.jsonl');
  const emailOutboxFile = extraEnv.EMAIL_OUTBOX_FILE ?? path.join(dataDir, 'email-outbox.jsonl');
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'services', 'src', 'main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        SMS_OUTBOX_FILE: smsOutboxFile,
        EMAIL_OUTBOX_FILE: emailOutboxFile,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => { output += chunk; });
  child.stderr?.on('data', (chunk) => { output += chunk; });

  const url = `http://127.0.0.1:${port}`;
  // A server on a large database (the benchmarks' 100,000 projects) takes longer to come up.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    pid: child.pid!,
    dataDir,
    logs: () => output,
    smsOutboxFile,
    emailOutboxFile,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    terminate: async () => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
