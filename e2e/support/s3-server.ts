import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './site';

export interface RunningS3Server {
  /** What a site needs to keep its files in the server's bucket (pass to startSite). */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

const BUCKET = 'plotwise-bench';

/** Runs s3rver on a free port and prints the port: a process of its own, as a store is across the network. */
const SERVER_SCRIPT = `
const S3rver = require(process.argv[2]);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1], configureBuckets: [{ name: '${BUCKET}', configs: [] }] });
server.run().then(({ port }) => process.stdout.write(JSON.stringify({ port }) + '\\n'));
process.on('SIGTERM', () => server.close().finally(() => process.exit(0)));
`;

/**
 * An S3-compatible server for a site started with startSite: s3rver (the one
 * the API's storage tests use, docs/decisions.md) on a temporary folder.
 */
export async function startS3Server(): Promise<RunningS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'plotwise-s3rver-'));
  // s3rver is a development dependency of the API, where npm may keep it.
  const s3rver = require.resolve('s3rver', { paths: [path.join(repoRoot, 'services')] });
  const child = spawn(process.execPath, ['-e', SERVER_SCRIPT, directory, s3rver], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n')[0];
      if (output.includes('\n')) resolve((JSON.parse(line!) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited early (${code})`)));
  });
  return {
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'site',
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
