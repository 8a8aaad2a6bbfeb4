#!/usr/bin/env node
// `npm run dev`: the API with watch on :3000 (serving /remotes.json from
// scripts/dev-remotes.json) and a dev server per front-end package. Open the
// shell at http://localhost:3100. In development the remotes' dev servers do
// not gate the admin bundle; the production server does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const processes = [
  { name: 'api', cmd: 'npm', args: ['run', 'dev', '-w', 'services'], env: { REMOTES_JSON: path.join(root, 'scripts', 'dev-remotes.json') } },
  ...['shell', 'mf-catalog', 'mf-tools', 'mf-accounts', 'mf-admin'].map((name) => ({
    name, cmd: 'npm', args: ['run', 'dev', '-w', name], env: {},
  })),
];

const children = processes.map(({ name, cmd, args, env }) => {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(14);
  const forward = (stream) => (chunk) => {
    for (const line of String(chunk).split('\n')) if (line.trim()) stream.write(`${prefix} ${line}\n`);
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  child.on('exit', (code) => console.log(`${prefix} exited with ${code}`));
  return child;
});

console.log('Plotwise dev: open http://localhost:3100 (API on :3000)');
const stop = () => { for (const child of children) child.kill('SIGTERM'); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
