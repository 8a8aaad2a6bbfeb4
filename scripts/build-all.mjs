#!/usr/bin/env node
// Builds the shell and the four remotes for production, two at a time (the
// machine has two cores; rspack uses both), and prints each build's time.
// Usage: node scripts/build-all.mjs [package ...]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const all = ['shell', 'mf-catalog', 'mf-tools', 'mf-accounts', 'mf-admin'];
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : all;
const rspackBin = path.join(root, 'node_modules', '.bin', 'rspack');

function build(name) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(rspackBin, ['build', '--mode', 'production'], {
      cwd: path.join(root, name),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`built ${name.padEnd(12)} in ${seconds}s`);
        resolve();
      } else {
        console.error(`build of ${name} failed after ${seconds}s:\n${output}`);
        reject(new Error(`build of ${name} failed`));
      }
    });
  });
}

const started = Date.now();
const queue = [...wanted];
const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
  while (queue.length) await build(queue.shift());
});
try {
  await Promise.all(workers);
  console.log(`all builds done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
} catch {
  process.exitCode = 1;
}
