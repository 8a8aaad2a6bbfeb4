#!/usr/bin/env node
// `npm run dev`: the API with watch on :3000 and a dev server per front-end
// package (ports in remotes.config.cjs). Open the shell at http://localhost:3100:
// its dev server takes each remote's files from that remote's dev server
// (DEV_REMOTES) and the rest from the API. In development the remotes' dev
// servers do not gate the admin bundle; the production server does.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { REMOTES, SHELL } = createRequire(import.meta.url)('../remotes.config.cjs');
const remotePackages = REMOTES.map((remote) => remote.package);
const processes = [
  { name: 'api', args: ['run', 'dev', '-w', 'services'], env: {} },
  { name: SHELL.package, args: ['run', 'dev', '-w', SHELL.package], env: { DEV_REMOTES: remotePackages.join(',') } },
  ...remotePackages.map((name) => ({ name, args: ['run', 'dev', '-w', name], env: {} })),
];

const children = processes.map(({ name, args, env }) => {
  const child = spawn('npm', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(14);
  const forward = (stream) => (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) stream.write(`${prefix} ${line}\n`);
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  child.on('exit', (code) => console.log(`${prefix} exited with ${code}`));
  return child;
});

console.log(`Plotwise dev: open http://localhost:${SHELL.devPort} (API on :3000)`);
const stop = () => { for (const child of children) child.kill('SIGTERM'); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
