#!/usr/bin/env node
// Builds the shell and the four remotes for production, two at a time (the
// machine has two cores; rspack uses both), and prints each build's time.
// Usage: node scripts/build-all.mjs [package ...]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { SHELL, REMOTES } = createRequire(import.meta.url)('../remotes.config.cjs');
const all = [SHELL.package, ...REMOTES.map((remote) => remote.package)];
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : all;
const unknown = wanted.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`Not a front-end package: ${unknown.join(', ')}. The packages are ${all.join(', ')} (remotes.config.cjs).`);
  process.exit(2);
}
// PLOTWISE_OUTPUT_DIR puts one package's build somewhere else (rspack.shared.js).
if (process.env.PLOTWISE_OUTPUT_DIR && wanted.length !== 1) {
  console.error('PLOTWISE_OUTPUT_DIR names the output of one package: name the package to build.');
  process.exit(2);
}
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
        const compressed = precompress(process.env.PLOTWISE_OUTPUT_DIR ? path.resolve(process.env.PLOTWISE_OUTPUT_DIR) : path.join(root, name, 'dist'));
        console.log(`built ${name.padEnd(12)} in ${seconds}s (${compressed} files precompressed)`);
        resolve();
      } else {
        console.error(`build of ${name} failed after ${seconds}s:\n${output}`);
        reject(new Error(`build of ${name} failed`));
      }
    });
  });
}

/**
 * Writes .br (quality 11) and .gz (level 9) beside every text asset, once at build
 * time: the server sends the smallest one the browser accepts (Content-Encoding),
 * instead of compressing each response on the fly at a lower level.
 */
function precompress(dist) {
  let count = 0;
  for (const file of readdirSync(dist, { recursive: true })) {
    // The Node.js build (dist/ssr) is read from disk by the server, never sent.
    if (file.startsWith(`ssr${path.sep}`)) continue;
    if (!/\.(js|json|html|css|svg|txt)$/.test(file)) continue;
    const full = path.join(dist, file);
    const content = readFileSync(full);
    if (content.length < 1024) continue;
    writeFileSync(`${full}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
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
